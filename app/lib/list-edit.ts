// The edits every admin list editor offers (features, gallery, FAQs, navigation items...), as plain
// functions on arrays, so moving, changing and removing an entry behave the same everywhere.

/** A new list with the entry at `from` moved to `to`; the other entries keep their order. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

/** A new list where the row with `key` has `change` applied. */
export function patchRow<T extends { key: string }>(
  items: readonly T[],
  key: string,
  change: Partial<NoInfer<T>>,
): T[] {
  return items.map((it) => (it.key === key ? { ...it, ...change } : it));
}

/** A new list without the row with `key`. */
export function dropRow<T extends { key: string }>(items: readonly T[], key: string): T[] {
  return items.filter((it) => it.key !== key);
}

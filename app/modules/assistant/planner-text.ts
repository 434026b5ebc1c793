// Reading an operator's words for the built-in planner: amounts of money and names that are only
// roughly right ("r36 ultra" for "R36 Ultra", "x55 consle" for "X55 Console"). Pure, so unit-tested.

/** "89.99", "£89.99", "£5", "8999p" -> "89.99" (pounds, as the admin forms take them); null when not an amount. */
export function parseAmount(text: string): string | null {
  const t = text.trim().replace(/[.,;!?]+$/, "");
  const pence = t.match(/^(\d{1,7})p$/i);
  if (pence) return (Number(pence[1]) / 100).toFixed(2);
  const pounds = t.match(/^£?(\d{1,6})(?:\.(\d{1,2}))?$/);
  if (!pounds) return null;
  return `${pounds[1]}.${(pounds[2] ?? "").padEnd(2, "0")}`;
}

/** Lowercase words only: "R36-Ultra!" -> "r36 ultra". */
export function normalizeName(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Quotes and closing punctuation an operator may put around a name. */
export const cleanName = (s: string) =>
  s
    .trim()
    .replace(/^["'“”‘’]+|["'“”‘’.!?]+$/g, "")
    .trim();

function editDistance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    let previous = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const current = row[j];
      row[j] = Math.min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] === b[j - 1] ? 0 : 1));
      previous = current;
    }
  }
  return row[b.length];
}

/**
 * The records a name means, best first: an exact match (any case, any punctuation) wins; then names
 * containing every word given; then names within a couple of typos. More than one result means the
 * name is ambiguous and the operator is asked which one.
 */
export function matchByName<T extends { name: string }>(items: readonly T[], query: string): T[] {
  const q = normalizeName(query);
  if (!q) return [];
  const exact = items.filter((item) => normalizeName(item.name) === q);
  if (exact.length) return exact;
  const words = q.split(" ");
  const containing = items.filter((item) => {
    const name = ` ${normalizeName(item.name)} `;
    return words.every((w) => name.includes(` ${w}`));
  });
  if (containing.length) return containing;
  const allowed = Math.max(1, Math.floor(q.length / 5));
  const scored = items
    .map((item) => ({ item, distance: editDistance(normalizeName(item.name), q) }))
    .filter((s) => s.distance <= allowed);
  const best = Math.min(...scored.map((s) => s.distance));
  return scored.filter((s) => s.distance === best).map((s) => s.item);
}

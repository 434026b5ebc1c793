// The review dialog's cards: what a proposed change would do, in words, computed from the stored
// record and the form's own schema without changing anything.
import type { z } from "zod";

import type { Db } from "~/db/client.server";
import { parseInput } from "~/lib/validation";
import type { FieldChanges } from "~/modules/activity/activity.schema";
import { diffFields } from "~/modules/activity/activity.server";
import { formatChanges } from "~/modules/activity/change-format";

import type { Cell, ProposalCard } from "./assistant.schema";

/** A card as the planner keeps it: with the stored values an update started from (kept with the plan, not sent). */
export type PlannedCard = ProposalCard & { baseline?: Record<string, unknown> };

/**
 * The fields a partial edit would change: the stored record's form input with the edit spread over
 * it, parsed by the form's schema (so an invalid value is refused here with the form's message),
 * compared with the stored record.
 */
export function proposedChanges<S extends z.ZodType>(
  schema: S,
  stored: Record<string, unknown>,
  storedInput: object,
  edit: object,
): FieldChanges {
  const proposed = parseInput(schema, { ...storedInput, ...edit }) as Record<string, unknown>;
  return diffFields(
    stored,
    proposed,
    Object.keys(edit).filter((k) => k !== "id"),
  );
}

/** "Change the price of R36 Ultra", "Publish R36 Ultra", "Edit product R36 Ultra". */
export function updateTitle(noun: string, name: string, changes: FieldChanges): string {
  const keys = Object.keys(changes);
  if (keys.length === 0) return `No change to ${noun} ${name}`;
  if (keys.length === 1) {
    const [key] = keys;
    if (key === "price") return `Change the price of ${name}`;
    if (key === "stockQuantity") return `Set the stock of ${name}`;
    if (key === "status") {
      const after = changes.status.after;
      if (after === "published") return `Publish ${name}`;
      if (after === "hidden") return `Hide ${name}`;
      return `Unpublish ${name}`;
    }
  }
  return `Edit ${noun} ${name}`;
}

export function changeCard(
  title: string,
  target: Cell | undefined,
  changes: FieldChanges,
  destructive = false,
): ProposalCard {
  return { title, target, changes: formatChanges(changes), destructive };
}

/** A new record: every given field as "— → value". */
export function createCard(title: string, fields: Record<string, unknown>): ProposalCard {
  const changes: FieldChanges = {};
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined || value === "" || (Array.isArray(value) && value.length === 0)) continue;
    changes[key] = { before: null, after: value };
  }
  return changeCard(title, undefined, changes);
}

/** A create_ tool's preview: `title` words it from the new record, whose `fields` the card lists. */
export function createPreview<Value extends Record<string, unknown>>(
  title: (value: Value) => string,
  fields: readonly (keyof Value & string)[],
) {
  return async (_ctx: unknown, { value }: { value: Value }): Promise<ProposalCard> =>
    createCard(title(value), Object.fromEntries(fields.map((key) => [key, value[key]])));
}

/** "Create draft product R36S", "Create and publish add-on Travel Case". */
export const createTitle =
  (noun: string) =>
  <Value extends { name: string; status?: string }>(value: Value): string =>
    `Create ${value.status === "published" ? "and publish " : "draft "}${noun} ${value.name}`;

/** A delete: destructive, naming what goes. */
export function deleteCard(title: string, target: Cell, name: string): ProposalCard {
  return { title, target, changes: [], destructive: true, affects: { count: 1, names: [name] } };
}

/** How the cards find a stored record and name it: "product" and its name, "review" and "the review by …". */
export type RecordKind<Row extends { id: string }> = {
  noun: string;
  get(db: Db, id: string): Promise<Row>;
  name(row: Row): string;
  link(id: string): string;
};

/** An update_ tool's preview: the partial edit applied to the stored record through the form's schema. */
export function updatePreview<Row extends { id: string }>(
  kind: RecordKind<Row>,
  updateSchema: z.ZodType,
  toInput: (row: Row) => object,
) {
  return async ({ db }: { db: Db }, { input }: { input: { id: string } }): Promise<PlannedCard> => {
    const stored = await kind.get(db, input.id);
    const changes = proposedChanges(updateSchema, stored, { ...toInput(stored), id: stored.id }, input);
    const card = changeCard(
      updateTitle(kind.noun, kind.name(stored), changes),
      { text: kind.name(stored), href: kind.link(stored.id) },
      changes,
    );
    // the values the card shows as current: executing refuses the edit if they changed meanwhile
    const values = stored as Record<string, unknown>;
    const fields = Object.keys(input).filter((k) => k !== "id" && k in values);
    return { ...card, baseline: Object.fromEntries(fields.map((k) => [k, values[k]])) };
  };
}

/** A delete_ tool's preview; `title` words it from the record's name. */
export function deletePreview<Row extends { id: string }>(kind: RecordKind<Row>, title: (name: string) => string) {
  return async ({ db }: { db: Db }, { value }: { value: { id: string } }): Promise<ProposalCard> => {
    const stored = await kind.get(db, value.id);
    return deleteCard(
      title(kind.name(stored)),
      { text: kind.name(stored), href: kind.link(stored.id) },
      kind.name(stored),
    );
  };
}

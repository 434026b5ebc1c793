// What every assistant tool is made of: a name, a description, and ONE zod schema — the admin form's
// own (or the read's filters) — from which both the language model's JSON parameters
// (z.toJSONSchema) and the server's check come, so the two cannot drift. Writes also have a preview:
// the review dialog's card, computed from the stored record without changing anything.
import { z } from "zod";

import type { Db } from "~/db/client.server";
import { DomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import type { Actor } from "~/modules/auth/auth.schema";
import type { RefundDeps } from "~/modules/orders/refunds.server";

import type { Attachment, ReadView } from "./assistant.schema";
import type { PlannedCard } from "./previews.server";

export type ToolContext = {
  db: Db;
  actor: Actor;
  attachments: Attachment[];
  /** for an update from a plan: the values its review card showed as current (docs/decisions/062) */
  baseline?: Record<string, unknown>;
  /** the payment provider a cancellation or refund goes through (given by the route that executes) */
  payments?: RefundDeps;
};
export type ToolOutcome = { message: string; data: unknown; view?: ReadView };
type Args<S extends z.ZodType> = {
  /** the arguments as given, already checked by the schema: what the module function parses itself */
  input: z.input<S>;
  /** the schema's parsed output (defaults filled in) */
  value: z.output<S>;
};

export type Tool = {
  name: string;
  description: string;
  /** JSON schema of the arguments, generated from `schema` */
  parameters: Record<string, unknown>;
  run(ctx: ToolContext, args: unknown): Promise<ToolOutcome>;
  preview?(ctx: ToolContext, args: unknown): Promise<PlannedCard>;
};

/** The JSON schema a model sees for a zod schema (its input side: what may be sent). */
export function jsonParameters(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...json } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" });
  return json;
}

export function defineTool<S extends z.ZodType>(definition: {
  name: string;
  description: string;
  schema: S;
  run(ctx: ToolContext, args: Args<S>): Promise<ToolOutcome>;
  preview?(ctx: ToolContext, args: Args<S>): Promise<PlannedCard>;
}): Tool {
  const { schema, run, preview } = definition;
  const checked = (raw: unknown): Args<S> => {
    const value = parseInput(schema, raw);
    // parseInput accepted `raw`, so it is this schema's input
    return { input: raw as z.input<S>, value };
  };
  return {
    name: definition.name,
    description: definition.description,
    parameters: jsonParameters(schema),
    run: (ctx, raw) => run(ctx, checked(raw)),
    preview: preview ? (ctx, raw) => preview(ctx, checked(raw)) : undefined,
  };
}

/** A read that takes no arguments: what it answers comes from the shop's database alone. */
export function plainRead(definition: { name: string; description: string; run(db: Db): Promise<ToolOutcome> }) {
  return defineTool({
    name: definition.name,
    description: definition.description,
    schema: z.strictObject({}),
    run: ({ db }) => definition.run(db),
  });
}

/** The part of a delete's or update's arguments that names the record. */
export const IdArgs = z.strictObject({
  id: z.uuid("Unknown item").describe("The record's id, as a get_ tool returned it"),
});

/** An attachment of this request, by URL: the only media the assistant may place. */
export function attachment(ctx: ToolContext, url: string, type: Attachment["type"]): Attachment {
  const found = ctx.attachments.find((a) => a.url === url && a.type === type);
  if (!found) throw new DomainError("invalid_input", `That ${type} is not one of this conversation's attachments.`);
  return found;
}

/** "1 product" / "3 products" */
export const plural = (n: number, word: string, many = `${word}s`) => `${n} ${n === 1 ? word : many}`;

export const adminLink = {
  product: (id: string) => `/admin/dashboard/products/edit/${id}`,
  addon: (id: string) => `/admin/dashboard/addons/edit/${id}`,
  review: (id: string) => `/admin/dashboard/reviews/edit/${id}`,
  video: (id: string) => `/admin/dashboard/videos/edit/${id}`,
  order: (orderNumber: string) => `/admin/dashboard/orders/${encodeURIComponent(orderNumber)}`,
};

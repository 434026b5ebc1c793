import type { BasketLine } from "./basket.schema";

// What a basket line says about itself, in the drawer, on /cart and at checkout. Apart from the basket's
// zod schemas, so the pages that show a basket do not load zod for a few words.

/** "R36S (Blue)" or "R36S" */
export function lineLabel(line: Pick<BasketLine, "name" | "variant">): string {
  return line.variant ? `${line.name} (${line.variant})` : line.name;
}

/** What a problem line says, and the fix it offers. */
export function problemText(line: Pick<BasketLine, "name" | "variant" | "itemType" | "problem">): string | null {
  if (!line.problem) return null;
  if (line.problem.kind === "unavailable") return `${line.name} is no longer available.`;
  if (line.problem.left > 0) return `${line.name}: only ${line.problem.left} left.`;
  return line.variant ? `${line.variant} is sold out: ${anotherOption(line)}` : `${line.name} is sold out.`;
}

/** The fix a sold-out option offers beside Remove: a console's options are its colours. */
export const anotherOption = (line: Pick<BasketLine, "itemType">) =>
  line.itemType === "product" ? "choose another colour" : "choose another option";

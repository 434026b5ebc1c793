// Where an operator corrects themselves in one message ("ultra to 75.99, no, 76.99", "ship it dpd - my mistake,
// it went dhl", "cancel it - oh wait, leave it be"): the words before the correction were replaced, so a card
// may carry only what the words after it still say.
import type { ToolCall } from "../assistant.schema";
import { ownWords } from "./accounted-names.server";
import type { CatalogItem } from "./lookup";

const MARKER =
  String.raw`(?:no|nope|sorry|oops|whoops|wait|hang\s+on|actually|my\s+mistake|my\s+bad|scratch\s+that|scrap\s+that|` +
  String.raw`on\s+second\s+thoughts?|second\s+thoughts|on\s+reflection|correction|i\s+mean|i\s+meant|` +
  String.raw`(?:only\s+|just\s+)?(?:joking|kidding|jk))`;
/** ("x55 to 99.99 no wait 104.49": a figure, then a marker of two words that can only be a correction, unpunctuated) */
const AFTER_FIGURE = String.raw`(?<=\d%?\s+)(?=(?:no\s+wait|no\s+hang\s+on|wait\s+no|no\s+sorry|no\s+actually)\b)`;
/** A correction: after punctuation or "or", a word of correction (chained: "hmm no, sorry"), then punctuation, a
 * figure or a word that starts the corrected request. */
const CORRECTION = new RegExp(
  String.raw`(?:^|[,.;:!?—–-]\s*|\bor\s+|${AFTER_FIGURE})(?:(?:hmm+|oh|er+m?|uh)[,.]?\s+)?(?:${MARKER}[,.!\s-]*)*` +
    String.raw`(?:${MARKER}|make\s+that)(?=[,.;:!?-]|\s+£?\d|\s+(?:make|it|its|it's|leave|forget|do|put|he|she|they|` +
    String.raw`that|the|i|no)\b)`,
);
/** Words that take a change back whole: "leave it", "forget it", "it's fine as it is". */
const LET_BE = new RegExp(
  String.raw`\b(?:leave\s+(?:it|them|that|the\s+\w+)|forget\s+(?:it|that)|never\s+mind|don'?t\s+bother|` +
    String.raw`as\s+it\s+is|where\s+it\s+is)\b`,
);
const STATUS = /^(?:processing|shipped|delivered|cancelled|published|hidden|draft|pending)$/;
const STATUS_WORD = new RegExp(String.raw`\b${STATUS.source.slice(1, -1)}\b`);
const FIGURE = /(?<![\w.])£?\d+(?:\.\d+)?(?![\w])/;
const CARRIER = /\b(?:royal\s*mail|parcel\s*force|dpd|evri|hermes|dhl|ups|yodel)\b/;

/** The request split where the operator corrects themselves: what came before, and what they say now. Its own,
 * wider pattern than second-thoughts' `corrected`, on purpose: this check exists to catch the corrections the
 * planner's reading missed, so it cannot share that reading. */
export function splitAtCorrection(text: string): { before: string; after: string } | null {
  const m = CORRECTION.exec(text);
  if (!m || m.index === 0) return null;
  return { before: text.slice(0, m.index), after: text.slice(m.index + m[0].length) };
}

const said = (part: string, v: string) =>
  new RegExp(String.raw`(?<![\w.])£?${v.replace(/[._]/g, (ch) => (ch === "." ? "\\." : "\\s*"))}(?![\w]|\.\d)`).test(
    part,
  );

/** A card's value said only before a correction that says another of its kind, a value said to be wrong
 * ("shipped not delivered"), or a change the correction lets be. */
export function valueTakenBack(
  text: string,
  changes: readonly ToolCall[],
  catalog: readonly CatalogItem[],
): string | null {
  const values = changes.flatMap((c) =>
    Object.entries(c.arguments)
      .filter(([k, v]) => k !== "id" && k !== "orderNumber" && (typeof v === "number" || typeof v === "string"))
      // (a price is said as "82" or "82.50", whatever the card's pence)
      .map(([, v]) => (/^\d+(?:\.\d+)?$/.test(String(v)) ? String(Number(v)) : String(v).toLowerCase()))
      .filter((v) => /^\d+(?:\.\d+)?$/.test(v) || STATUS.test(v) || /^[a-z_]+$/.test(v)),
  );
  for (const v of values) if (STATUS.test(v) && new RegExp(String.raw`\bnot\s+${v}\b`).test(text)) return v;
  const split = splitAtCorrection(text);
  if (!split) return null;
  const { before, after } = split;
  // ("20% off on saturday, no, make it sunday": the figure stands; only a figure said again replaces it)
  const replaced = (v: string) =>
    /^\d/.test(v) ? FIGURE.test(after) : STATUS.test(v) ? STATUS_WORD.test(after) : CARRIER.test(after);
  for (const v of values) if (said(before, v) && !said(after, v) && replaced(v)) return v;
  // ("20% off the x55, no, do it on the r36s"): a record named before and replaced by another after
  const items = catalog.filter((i) => changes.some((c) => c.arguments.id === i.id || hasItem(c, i.id)));
  const names = (part: string) => catalog.filter((i) => ownWords(i, catalog).some((w) => said(part, w)));
  for (const i of items)
    if (names(before).includes(i) && !names(after).includes(i) && names(after).length) return i.name;
  if (LET_BE.test(after)) return before.trim().split(/\s+/).slice(0, 4).join(" ");
  return null;
}

const hasItem = (c: ToolCall, id: string) =>
  ((c.arguments.items as { id?: string }[] | undefined) ?? []).some((x) => x.id === id);

// Changes to the products or add-ons a status selects ("delete every draft product", "publish all the
// draft add-ons", "10% off the published consoles"): the target is exactly what the words select, each
// item named on its own card; a selection that comes out empty is said, never widened. A status word
// describing the items is the filter; the change is read from the rest of the words.
import type { Plan } from "../assistant.schema";
import { poundsText, priceChange } from "./amounts.server";
import { askWith, call, propose, type Intent } from "./kit.server";
import type { CatalogItem } from "./lookup";

const KIND_WORDS = String.raw`(add[- ]?ons?|accessor(?:y|ies)|upgrades?|products?|consoles?|handhelds?|items?)`;
const STATUS_WORDS = String.raw`(draft|drafted|unpublished|hidden|offline|published|live|visible)`;
const FILTER = new RegExp(String.raw`\b${STATUS_WORDS}\s+${KIND_WORDS}\b`);

const kindOf = (word: string): CatalogItem["kind"] => (/add|accessor|upgrade/.test(word) ? "addon" : "product");
const statusOf = (word: string) => (/^(?:published|live|visible)$/.test(word) ? "published" : "draft");
/** The button that confirms a change of every one of a kind, after the question. */
export const EVERY_ONE = "every one of them";
const nouns = (kind: CatalogItem["kind"]) => (kind === "addon" ? "add-ons" : "products");

/** A plain statement, no card and no question: what the words select is nothing. */
export const nothingSelected = (message: string): Plan => ({
  message,
  toolCalls: [],
  reply: "decline",
  suggestions: [],
});

export const filteredCatalogIntent: Intent = async (req) => {
  const found = req.text.match(FILTER);
  if (!found || /\?$|^(?:show|list|what|which|how|any)\b/.test(req.text)) return null;
  if (/\b(?:create|new|add)\b/.test(req.text)) return null;
  const [phrase, statusWord, kindWord] = found;
  const kind = kindOf(kindWord);
  const status = statusOf(statusWord);
  // the change is in the words other than the filter ("draft" in "delete every draft product" selects)
  const rest = req.text.replace(phrase, " ");
  const remove = /\b(?:delete|remove|bin|trash|get\s+rid\s+of|discontinue)\b/.test(rest);
  const toDraft = /\b(?:unpublish(?:ed)?|unlist|draft|take\s+(?:down|off)|hide|offline)\b/.test(rest);
  const toPublished = !toDraft && /\b(?:publish(?:ed)?|republish|live|visible|list|relist)\b/.test(rest);
  const change = priceChange(rest);
  if (!remove && !toDraft && !toPublished && !change) return null;
  const selected = (await req.lookup.catalog()).filter((i) => i.kind === kind && i.status === status);
  const what = `${status} ${nouns(kind)}`;
  if (selected.length === 0) return nothingSelected(`There are no ${what}.`);
  const names = selected.map((i) => i.name).join(", ");
  if (remove)
    return propose(
      `I'll delete the ${what}: ${names} (restorable for 30 days). Please review and approve.`,
      selected.map((i) => call(i.kind === "product" ? "delete_product" : "delete_addon", { id: i.id })),
    );
  if (toDraft || toPublished) {
    const next = toDraft ? "draft" : "published";
    const changing = selected.filter((i) => i.status !== next);
    if (changing.length === 0) return nothingSelected(`The ${what} are ${next} already: ${names}.`);
    // taking every one of a kind off the shop empties it: asked first, with each item as its own button
    const all = !(await req.lookup.catalog()).some(
      (i) => i.kind === kind && i.status === "published" && !changing.includes(i),
    );
    if (next === "draft" && all && !req.raw.includes(`(${EVERY_ONE})`))
      return askWith(
        `That takes every ${nouns(kind).slice(0, -1)} off the shop (${names}), so nothing of that kind could be ` +
          "bought. All of them, or which ones?",
        [
          { label: EVERY_ONE, prompt: `${req.raw} (${EVERY_ONE})` },
          ...changing.map((i) => ({ label: i.name, prompt: `Take ${i.name} off the shop` })),
        ],
      );
    return propose(
      `I'll ${next === "draft" ? "take off the shop (draft)" : "publish"} the ${what}: ${names}. ` +
        "Please review and approve.",
      changing.map((i) => call(i.kind === "product" ? "update_product" : "update_addon", { id: i.id, status: next })),
    );
  }
  const bulk =
    change!.mode === "set"
      ? { setPrice: poundsText(change!.pence) }
      : change!.mode === "percent"
        ? { changePriceByPercent: change!.percent }
        : { changePriceByPence: change!.pence };
  return propose(`I'll change the price of the ${what}: ${names}. Please review and approve.`, [
    call("bulk_update", { target: kind === "addon" ? "addons" : "products", filter: { status }, change: bulk }),
  ]);
};

const PLURAL_KIND = /\b(add[- ]?ons|accessories|upgrades|products|consoles|handhelds)\b/;

/** "set the add ons to draft", "mark the consoles as drafts", "delete all add-ons": a change of a whole kind
 * that no "all" made plain (or a deletion of all of it) is asked about, with each item as its own button,
 * never read as a look-up of that status. (A bare "draft add-ons" describes items: a look-up.) */
export const wholeKindIntent: Intent = async (req) => {
  const { text } = req;
  const kindWord = text.match(PLURAL_KIND)?.[1];
  if (!kindWord || /\?$|^(?:show|list|what|which|how|any|view|see)\b/.test(text)) return null;
  const remove = /^(?:please\s+)?(?:delete|remove|bin|get\s+rid\s+of)\b/.test(text) && /\b(?:all|every)\b/.test(text);
  const setsStatus =
    /^(?:please\s+)?(?:set|make|mark|put|turn|switch|change|move)\b/.test(text) &&
    /\b(?:to|as|into)\s+(?:a\s+)?(?:drafts?|unpublished|offline|published|live)\b/.test(text) &&
    !/\b(?:all|every)\b/.test(text);
  if (!remove && !setsStatus) return null;
  const kind = kindOf(kindWord);
  const items = (await req.lookup.catalog()).filter((i) => i.kind === kind);
  if (items.length === 0) return nothingSelected(`There are no ${nouns(kind)}.`);
  const names = items.map((i) => i.name).join(", ");
  if (remove)
    return askWith(`Delete every ${nouns(kind).slice(0, -1)} (${names})? All of them, or which ones?`, [
      ...items.map((i) => ({ label: i.name, prompt: `Delete ${i.name}` })),
    ]);
  const toDraft = /\b(?:drafts?|unpublish\w*|offline)\b/.test(text);
  return askWith(
    toDraft
      ? `Take every ${nouns(kind).slice(0, -1)} off the shop (${names}), or only some? Which ones?`
      : `Publish every ${nouns(kind).slice(0, -1)} (${names}), or only some? Which ones?`,
    [
      {
        label: `All ${nouns(kind)}`,
        prompt: toDraft ? `Set all ${nouns(kind)} to draft` : `Publish all ${nouns(kind)}`,
      },
      ...items.map((i) => ({ label: i.name, prompt: toDraft ? `Take ${i.name} off the shop` : `Publish ${i.name}` })),
    ],
  );
};

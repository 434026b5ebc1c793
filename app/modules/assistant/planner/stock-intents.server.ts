// Stock in an operator's words: set ("to 40"), added ("restock with 40" = add 40), taken away, "out of
// stock", for a whole item or one or several of its options (colours).
import type { Plan } from "../assistant.schema";
import { findQuantity } from "./amounts.server";
import { itemOf, withoutModels } from "./catalog-intents.server";
import {
  eachNamedApart,
  mentionsColour,
  optionOwner,
  sizesByConsole,
  unknownColour,
  variantNamed,
  variantStockPlan,
  withoutOptionNames,
} from "./colours.server";
import { countForLowStock } from "./context-clauses.server";
import { matchCatalog } from "./entities.server";
import { askWith, call, decline, isPlan, pinned, propose, type Intent, type Request } from "./kit.server";
import type { CatalogItem } from "./lookup";
import { countsBeforeOptions, eachShare, EVENLY, STATED_LEVEL } from "./stock-splits.server";
import { wordsOf } from "./words.server";

// ("set every x55 colour to 20": the item's name may come between)
const EACH_OPTION = new RegExp(
  String.raw`\b(?:of\s+)?each(?:\s+(?:colou?r|option|size|one))?\b|\bper\s+(?:colou?r|option|size)\b|` +
    String.raw`\bevery\s+(?:[a-z0-9-]+\s+)?(?:option|colou?r|size)\b|` +
    EVENLY.source,
);
const ADD_STOCK = new RegExp(
  String.raw`\b(?:restock|restocked|add|added|got|received|had\s+\d|delivered|more|another|top\s+up|bump|increase|` +
    // (an arrival adds to what is on the shelf: "twenty more have just come in", "six landed today")
    String.raw`up\s+by|into\s+stock|come\s+in|came\s+in|arrived|landed|turned\s+up|showed\s+up|\+)`,
);
const ARRIVED = /\b(?:arrived|came\s+in|turned\s+up|showed\s+up|landed|delivered)\b/;
const MONEY = /£|%|\b(?:price|prices|cost|quid|pounds?|refund)\b/;
/** "6 ultras left", "2 red x55s left in total": a count that ends the words */
const LEFT_AT_END = /\b\d+\s+(?:[a-z0-9-]+\s+){0,4}left(?:\s+(?:altogether|in\s+total|in\s+stock|total|now))?\s*$/;
const HOLDING = new RegExp(
  // ("we've only actually got 3", "we actually only have 6": the words between say the count is what there is)
  // ("we've only 6 left": the British "have" with no "got")
  String.raw`\b(?:(?:we'?ve|we\s+have|i'?ve|i\s+have|only)\s+(?:(?:only|actually|really)\s+)*got|` +
    String.raw`(?:we'?ve|i'?ve)\s+(?:only|just)|` +
    String.raw`we\s+(?:(?:only|actually|really)\s+)*have|there'?s\s+only|` +
    String.raw`there\s+are\s+only|actually\s+have)\s+\d+\b(?!\s*(?:more|extra|new|in)\b)`,
);
const REMOVE_STOCK = /\b(?:take|remove|reduce|minus|subtract|sold)\b/;
/** "6 got binned", "2 were nicked", "3 returned to the supplier": units lost, taken off the count. */
const LOST = new RegExp(
  String.raw`\b(?:binned|broken|broke|lost|nicked|stolen|damaged|smashed|scrapped|written\s+off|wrote\s+off|` +
    String.raw`write\s+off|chucked|thrown\s+(?:away|out)|(?:returned|sent)\s+back\s+to\s+(?:the\s+)?supplier|` +
    String.raw`returned\s+to\s+(?:the\s+)?supplier)\b`,
);
/** A count the loss is said of ("6 got binned", "2 of the blue ones were nicked", "binned 6"), not a loss said
 * beside another count ("down to 12, we found some damaged"). */
const LOST_COUNT = new RegExp(
  String.raw`\d+\s+(?:[a-z0-9'-]+\s+){0,6}?(?:${LOST.source})|(?:${LOST.source})\s+(?:the\s+)?\d+`,
);

export const stockChangeIntent: Intent = async (asked) => {
  const catalog = await asked.lookup.catalog();
  const req = { ...asked, text: sizesByConsole(asked.text, catalog) };
  const { text } = req;
  // "add 10 to the R36S white" is about stock once it names a colour, as a price names its £
  const colourAdd =
    (/\b(?:add|added|restock|top\s+up|take|remove)\b/.test(text) ||
      /\b(?:set|change|make|put)\b.*\bto\s+\d+\b/.test(text)) &&
    !/\b(?:price|prices|cost)\b|£|%/.test(text) &&
    mentionsColour(text, catalog);
  // "crimson red x55 -5", "retro grey r36s down to 25", "10 more stealth black": a colour's count, said short
  const colourCount =
    /(?:^|\s)[+-]\d+\b|\b(?:down|up)\s+(?:to|by)\s+\d|\b\d+\s+more\b|\banother\s+\d+\b|\b\d+\s+left\b/.test(text) &&
    !/\b(?:price|prices|cost)\b|£|%/.test(text) &&
    mentionsColour(text, catalog);
  const stockWords =
    colourAdd ||
    colourCount ||
    // "the ultra is low, add 10 to it": a bare count beside low stock
    (countForLowStock(text) && /\b(?:add|another|more|give|top\s+up|restock)\b/.test(text)) ||
    /\b(?:stock|restock|inventory|units?|received|got|qty|quantity)\b|\b(?:out\s+of\s+stock|sold\s+out)\b/.test(text) ||
    /\bin\s*$/.test(text) ||
    // "add 24 r36s": a count of an item added, with no money
    (/^(?:add|added)\s+\d+\s+(?!%)/.test(text) && !/£|%|\b(?:price|prices|cost|quid|pounds?|p)\b/.test(text)) ||
    // "carry case +15": a signed count at the end, with no money, is stock
    (/\s\+\d+\s*$/.test(text) && !/£|%|\b(?:price|prices|cost|quid|pounds?|p)\b/.test(text)) ||
    // ("another 10 blue x55s turned up", "5 ultras showed up": units that arrived, counted)
    (/\b\d+\s+more\b|\banother\s+\d+\b|^\d+\s+(?!orders?\b|parcels?\b)[a-z]/.test(text) && ARRIVED.test(text)) ||
    // "after the stocktake r36s total is 95", "we've only 6 ultras left altogether": what there is, counted
    (/\bstock\s*-?\s*takes?\b|\btotal\s+(?:is|=|of)\s+\d/.test(text) && !MONEY.test(text)) ||
    (HOLDING.test(text) && LEFT_AT_END.test(text)) ||
    countsBeforeOptions(text, catalog) ||
    // "just had 12 stealth black x55s delivered": a delivery of a counted item
    (/\b(?:had|took)\s+\d+\b.*\b(?:delivered|in)\s*$/.test(text) && !/£|%|\b(?:price|prices|cost)\b/.test(text)) ||
    // "carry cases 10 of each", "10 more of each r36s colour": a count for each option
    (EACH_OPTION.test(text) && /\b\d+\b/.test(text) && !/£|%|\b(?:price|prices|cost|quid|pounds?)\b/.test(text)) ||
    // "x55 black: 4 broken": units lost from a counted item
    (LOST_COUNT.test(text) && !/£|%|\b(?:price|prices|cost|quid|pounds?|refund)\b/.test(text));
  if (!stockWords) return null;
  // ("5.5 inch screen protectors: 25 left" states a count, it does not ask one)
  // ("we've only got 1 carbon black ultra left" states what is on the shelf too)
  const statesLeft = (colourCount || HOLDING.test(text)) && LEFT_AT_END.test(text) && !/\bhow\b|\?/.test(text);
  if (
    /\b(?:how\s+many|how\s+much|left|level|levels|low)\b|\?/.test(text) &&
    !/\b(?:restock|set|add)\b/.test(text) &&
    !countForLowStock(text) &&
    !statesLeft
  )
    return null;
  const everyOption = /\bevery\s+(?:[a-z0-9-]+\s+)?(?:option|colou?r|size)\b/g;
  if (/\b(?:all|every)\b/.test(withoutOptionNames(text, catalog).replace(everyOption, " "))) return null;
  const hasNumber = !!findQuantity(withoutModels(text));
  // "add stock to the x55", "update stock": a stock change without its number is asked about
  const noNumber = /\b(?:restock|out\s+of\s+stock|sold\s+out|top\s+up|(?:add|update|change)\s+(?:the\s+)?stock)\b/;
  if (!hasNumber && !noNumber.test(text)) return null;
  const addon = addonAlone(text, catalog);
  const item = addon ?? optionOwner(text, catalog) ?? (await itemOf(req, ["product"]));
  if (isPlan(item)) return item;
  if (!item) return null;
  const named = addon ? null : variantNamed(text, item, catalog);
  if (named && "unknown" in named) return unknownColour(req, item, named.unknown);
  // the new count from the one the item or option has now: "with 10" adds, "to 10" sets
  const nextOf = (current: number, quantity = findQuantity(withoutModels(text))) => {
    if (/\b(?:out\s+of\s+stock|sold\s+out)\b/.test(text)) return 0;
    if (!quantity) return null;
    // a change by nothing is never asked for: "carbon black - zero, sold the last one" is the count after a dash
    if (quantity.n === 0) return 0;
    if (quantity.signed) return current + quantity.n;
    // "down by 5, a box got damaged": taken off, whatever the reason after it says
    if (/\bdown\s+by\s+\d/.test(text)) return current - quantity.n;
    // (a loss said beside a delivery or a new count, "got 10 in, 2 broken", is asked, not guessed; the "got" of
    // "6 got binned" and the "to" of "sent back to the supplier" are the loss's own)
    if (LOST_COUNT.test(text)) {
      const rest = text.replace(new RegExp(String.raw`(?:\bgot\s+)?(?:${LOST.source})`, "g"), " ");
      return /\b(?:to|now|=|set)\b/.test(rest) || ADD_STOCK.test(rest) ? null : current - quantity.n;
    }
    // "we've only got 25 actually": what is on the shelf, the new count (never "got 20 more in")
    if (HOLDING.test(text)) return quantity.n;
    if (STATED_LEVEL.test(text)) return quantity.n;
    if (/\b(?:to|is\s+now|now|=)\s*\d/.test(text) || (/\bstock\s+\d/.test(text) && !ADD_STOCK.test(text)))
      return quantity.n;
    if (REMOVE_STOCK.test(text)) return current - quantity.n;
    if (ADD_STOCK.test(text) || /\bwith\s+\d/.test(text)) return current + quantity.n;
    return quantity.n;
  };
  if (addon) return addonStock(req, addon, nextOf);
  if (named && "ambiguous" in named) {
    // "the glacier blue and crimson red with 10 each": every option named in full gets the same change
    const typed = ` ${wordsOf(text).join(" ")} `;
    // (or each by a word no other option has: "purple and orange, 35 of each")
    const each =
      named.ambiguous.every((v) => typed.includes(` ${wordsOf(v.name).join(" ")} `)) ||
      eachNamedApart(text, item, named.ambiguous);
    // "5 carbon black, 3 arctic white": each option with its own number; one number is the same for each
    const own = named.ambiguous.map((v) => ownQuantity(text, v.name));
    const numbers = new Set([...withoutModels(text).matchAll(/(?<![\w.£])[+-]?\d{1,7}(?![\w%.£])/g)].map((m) => m[0]));
    const paired = own.every((q) => q !== null);
    const plans =
      each && (paired || numbers.size <= 1)
        ? named.ambiguous.map((v, i) => ({ v, next: nextOf(v.stock ?? 0, own[i] ?? undefined) }))
        : [];
    if (plans.length && plans.every((p) => p.next !== null))
      return combine(plans.map(({ v, next }) => variantStockPlan(item, v, next!)));
    return askWith(
      `Which ${item.name} do you mean: ${named.ambiguous.map((v) => v.name).join(" or ")}?`,
      named.ambiguous.map((v) => pinned(req, v.name)),
    );
  }
  // "restock x55 15 of each colour": every option gets the change, each on its own card
  const options = (item.variants ?? []).filter((v) => v.name !== "");
  if (!named && options.length && EACH_OPTION.test(text)) {
    const unsaid = addOrSet(req, item, options);
    if (unsaid) return unsaid;
    const share = eachShare(text, options.length);
    if (share === "mismatch") return askShares(req, item, options);
    const plans = options.map((v) => ({ v, next: nextOf(v.stock ?? 0, share ?? undefined) }));
    if (plans.every((p) => p.next !== null))
      return combine(plans.map(({ v, next }) => variantStockPlan(item, v, next!)));
  }
  const variant = named?.found;
  const what = variant ? `${item.name} ${variant.name}` : item.name;
  const current = (variant ? variant.stock : item.stock) ?? 0;
  const plan = (next: number) => (variant ? variantStockPlan(item, variant, next) : stockPlan(item, next));
  const next = nextOf(current);
  if (next === null)
    return askWith(`How many ${what} should be in stock? There are ${current} now.`, [
      { label: `Restock with 10`, prompt: `Restock ${what} with 10` },
    ]);
  return plan(next);
};

/** An add-on named without any of its options (and no product named): its stock is its options' own. */
function addonAlone(text: string, catalog: CatalogItem[]): CatalogItem | null {
  if (
    !(
      "none" in
      matchCatalog(
        text,
        catalog.filter((i) => i.kind === "product"),
      )
    )
  )
    return null;
  const found = matchCatalog(
    text,
    catalog.filter((i) => i.kind === "addon"),
  );
  return "found" in found && !variantNamed(text, found.found, catalog) ? found.found : null;
}

/** An add-on's stock without an option named: each option when "of each" is said, else which is asked; an
 * add-on without options keeps its count on its own page, which no assistant tool sets. */
function addonStock(
  req: Request,
  addon: CatalogItem,
  nextOf: (current: number, quantity?: { n: number; index: number; signed: boolean }) => number | null,
): Plan {
  const options = (addon.variants ?? []).filter((v) => v.name !== "");
  if (options.length === 0)
    return decline(
      `${addon.name} has no options, and an add-on's own stock is set on its page under Add-ons, not here. ` +
        "Here is what I can do:",
      [{ label: `How many ${addon.name} are left?`, prompt: `How many ${addon.name} are left?` }],
    );
  if (EACH_OPTION.test(req.text)) {
    const unsaid = addOrSet(req, addon, options);
    if (unsaid) return unsaid;
    const share = eachShare(req.text, options.length);
    if (share === "mismatch") return askShares(req, addon, options);
    const plans = options.map((v) => ({ v, next: nextOf(v.stock ?? 0, share ?? undefined) }));
    if (plans.every((p) => p.next !== null))
      return combine(plans.map(({ v, next }) => variantStockPlan(addon, v, next!)));
  }
  return askWith(
    `${addon.name} comes in ${options.map((v) => v.name).join(", ")}: which should change, or the same for each?`,
    options.map((v) => pinned(req, v.name)),
  );
}

/** "30, 10 of each" for an item with four options: the total and the shares disagree, so how many is asked. */
const askShares = (req: Request, item: CatalogItem, options: { name: string }[]): Plan =>
  askWith(
    `${item.name} has ${options.length} options (${options.map((v) => v.name).join(", ")}), so those counts ` +
      "don't add up. How many should each get?",
    options.map((v) => pinned(req, v.name)),
  );

/** "carry cases 10 of each": no word says whether the count is added or is the new count, so it is asked. */
function addOrSet(req: Request, item: CatalogItem, options: { name: string }[]): Plan | null {
  const { text } = req;
  if (
    ADD_STOCK.test(text) ||
    REMOVE_STOCK.test(text) ||
    /\b(?:to|now|=|set|left|sold\s+out|out\s+of\s+stock)\b|[+-]\d/.test(text)
  )
    return null;
  const n = findQuantity(withoutModels(text))?.n;
  return askWith(`Add ${n ?? "that many"} to each of ${item.name}'s ${options.length} options, or set each to ${n}?`, [
    { label: `Add ${n} to each`, prompt: `Add ${n} of each ${item.name}` },
    { label: `Set each to ${n}`, prompt: `Set each ${item.name} option to ${n}` },
  ]);
}

/** The number written next to an option's name ("5 carbon black", "arctic white +3"), if one is. */
function ownQuantity(text: string, option: string): { n: number; index: number; signed: boolean } | null {
  const name = wordsOf(option)
    .map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
    .join("[\\s-]+");
  const m =
    text.match(new RegExp(String.raw`(?<![\w.£])([+-]?)(\d{1,7})\s+(?:x\s+)?(?:more\s+|of\s+(?:the\s+)?)?${name}\b`)) ??
    text.match(new RegExp(String.raw`\b${name}\s*(?:x\s*|:|=|to\s+)?\s*([+-]?)(\d{1,7})(?![\w%.£])`));
  if (!m) return null;
  return { n: Number(m[2]) * (m[1] === "-" ? -1 : 1), index: m.index!, signed: m[1] !== "" };
}

/** Several options' plans as one: every card, and each message; a question if any one asks. */
function combine(plans: Plan[]): Plan {
  const asking = plans.find((p) => p.toolCalls.length === 0);
  if (asking) return asking;
  return propose(
    plans.map((p) => p.message.replace(/ Please review and approve\.$/, "")).join(" ") + " Please review and approve.",
    plans.flatMap((p) => p.toolCalls),
  );
}

function stockPlan(item: CatalogItem, next: number): Plan {
  if (next < 0) return askWith(`${item.name} has only ${item.stock ?? 0} in stock, so that would go below 0.`, []);
  return propose(
    `I'll change the stock of ${item.name} from ${item.stock ?? 0} to ${next}. Please review and approve.`,
    [call("update_product", { id: item.id, stockQuantity: next })],
  );
}

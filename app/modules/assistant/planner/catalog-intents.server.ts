// Products and add-ons in an operator's words: prices (new, relative, percentage, "back to its old
// price"), publishing, deleting, and one change to every product or add-on at once (stock is
// stock-intents.server.ts; new items and pictures catalog-create-intents.server.ts).
import { applyPriceChange, findAmount, findQuantity, poundsText, priceChange } from "./amounts.server";
import { mentionsColour, withoutOptionNames } from "./colours.server";
import { countForLowStock, withoutDescribedStatus } from "./context-clauses.server";
import { closestNames, matchCatalog } from "./entities.server";
import { askWith, call, isPlan, money, noun, propose, whichOne, type Intent, type Request } from "./kit.server";
import type { CatalogItem } from "./lookup";
import { EVERY_ONE, nothingSelected } from "./selection-intents.server";

/** The text without model words ("x55", "r36s", "5000mah") and ratings ("5 star"), so their digits are not
 * read as amounts. */
export const withoutModels = (text: string) =>
  text.replace(
    /\b[a-z]+\d+[a-z]*\b|\b\d+[a-z]{2,}\b|\b\d\s*-?\s*(?:stars?\b|\*|★)|\b\d+(?:\.\d+)?\s*-?\s*inch\b/g,
    " ",
  );
/** "3 star", "3*": a rating, which is about reviews, never a product's status */
const RATING = /\b\d\s*-?\s*(?:stars?\b|\*|★)/;
const updateTool = (item: CatalogItem) => (item.kind === "product" ? "update_product" : "update_addon");

/** The one product or add-on a request names, or the question to ask. */
export async function itemOf(req: Request, kinds: CatalogItem["kind"][] = ["product", "addon"], strong = true) {
  const items = (await req.lookup.catalog()).filter((i) => kinds.includes(i.kind));
  const resolved = matchCatalog(req.text, items);
  // a request that names no record of ours is not about this intent unless it plainly is
  if ("none" in resolved && !strong) return null;
  const question = await whichOne(
    req,
    resolved,
    (i) => i.name,
    kinds.length === 1 && kinds[0] === "product" ? "product" : "product or add-on",
    async () =>
      closestNames(req.text.replace(/\b(?:set|change|price|stock|the|of|to)\b/g, " "), items).map((i) => i.name),
    // a request that names nothing ("undo the price change") gets the catalogue's first few as buttons
    async () => items.slice(0, 3).map((i) => i.name),
  );
  return question ?? ("found" in resolved ? resolved.found : null);
}

const BACK = new RegExp(
  String.raw`\b(?:back\s+to\s+(?:its|the|it's)?\s*(?:old|previous|original|last|full|normal|usual|regular)\s+` +
    String.raw`price|revert|restore|undo)\b`,
);

export const priceIntent: Intent = async (req) => {
  const { text } = req;
  const named = /\b(?:price|prices|pricing|reprice|cost|costs|cheaper|dearer|quid|pounds?|discount|knock)\b/.test(text);
  const amount = findAmount(withoutModels(text));
  const aboutPrice =
    named ||
    /£|%/.test(text) ||
    (!!amount &&
      /\b(?:drop|cut|lower|reduce|raise|bump|increase|make|should|now|to|by|off|up|down|take|put)\b/.test(text)) ||
    // "micro sd 16.99 pls": an item and a price in pounds and pence, nothing else asked
    (amount?.kind === "money" &&
      /^\d+\.\d{2}$/.test(amount.raw.trim()) &&
      !/\b(?:refund|order|rh-|called|named|new|create)\b/.test(text));
  if (!aboutPrice || /\bstock|inventory|units\b/.test(text)) return null;
  // "the ultra is low, add 10 to it": a bare count beside low stock is units, never pounds
  if (countForLowStock(text)) return null;
  // a colour named with a number and no money word is that colour's stock ("set the x55 stealth black to 0")
  if (!named && !/£|%/.test(text) && mentionsColour(text, await req.lookup.catalog())) return null;
  if (/\breviews?\b/.test(text) && !named) return null;
  if (/\b(?:all|every|everything)\b/.test(text)) return null;
  const item = await itemOf(req, ["product", "addon"], named);
  if (isPlan(item)) return item;
  if (!item) return null;
  if (BACK.test(text)) {
    // a live sale made the price: putting it back is ending the sale, not a new permanent price
    const { sales } = await req.lookup.promotions();
    const covering = sales.find(
      (s) =>
        s.status === "live" &&
        (s.target === (item.kind === "product" ? "all_products" : "all_addons") ||
          (s.items ?? []).some((i) => i.kind === item.kind && i.id === item.id)),
    );
    if (covering)
      return propose(
        `${item.name} is on the sale “${covering.name}”. I'll end that sale now, which puts every price it ` +
          "lowered back to what it was. Please review and approve.",
        [call("end_sale", { id: covering.id })],
      );
    const old = await req.lookup.previousValue(item.kind, item.id, "price");
    // nothing made the price, so there is nothing to put back: said, not asked
    if (typeof old !== "number")
      return nothingSelected(
        `${item.name} is in no live sale and Activity has no earlier price for it, so there is nothing to put ` +
          `back: it is ${money(item.price)}.`,
      );
    return propose(`I'll put ${item.name} back to its previous price, ${money(old)}. Please review and approve.`, [
      call(updateTool(item), { id: item.id, price: poundsText(old) }),
    ]);
  }
  const change = priceChange(text);
  if (!change)
    return askWith(`What should ${item.name} cost? It is ${money(item.price)} now.`, [
      {
        label: `${money(item.price - 500)} (£5 less)`,
        prompt: `Set the price of ${item.name} to ${poundsText(item.price - 500)}`,
      },
    ]);
  const next = applyPriceChange(item.price, change);
  if (next < 0) return askWith(`That would take ${item.name} below £0.00 (it is ${money(item.price)} now).`, []);
  // a price of nothing gives the item away: asked first, unless "free" was said
  if (next === 0 && item.price > 0 && !/\bfree\b/.test(text))
    return askWith(`That would make ${item.name} free (£0.00; it is ${money(item.price)} now). Is that right?`, [
      { label: `Make ${item.name} free`, prompt: `Make ${item.name} free: set its price to 0` },
    ]);
  // "put it live on the shop at £14.99": an item not on the shop, published at its new price on the same card
  const asked = withoutDescribedStatus(text);
  const goesLive = item.status !== "published" && PUBLISH.test(asked) && !UNPUBLISH.test(asked);
  return propose(
    `I'll ${goesLive ? "publish" : "change the price of"} ${noun(item)} ${item.name}` +
      `${goesLive ? " at" : ` from ${money(item.price)} to`} ${money(next)}. Please review and approve.`,
    [call(updateTool(item), { id: item.id, price: poundsText(next), ...(goesLive ? { status: "published" } : {}) })],
  );
};

const OFF_SHOP = String.raw`(?:off|from)\s+the\s+(?:shop|site|store|website)`;
const UNPUBLISH = new RegExp(
  String.raw`\b(?:unpublish|unlist|deactivate|disable|draft|take\s+(?:down|off)|hide|pull(?!\s+up\b)|offline|` +
    String.raw`stop\s+selling|take\s+(?:[\w'-]+\s+){1,4}down|${OFF_SHOP})\b`,
);
// "back on sale" is being sold again, not a sale price; "back up on the shop" is listed again
const PUBLISH = new RegExp(
  String.raw`\b(?:publish|republish|live|visible|list|relist|activate|enable|show|online|` +
    String.raw`back\s+(?:up\s+)?on\s+(?:sale|the\s+(?:shop|site|store))|sell\s+\w+(?:\s+\w+)?\s+again|` +
    String.raw`on(?:to)?\s+the\s+(?:shop|site|store|website))\b`,
);

export const publishIntent: Intent = async (req) => {
  // "the controller's in draft - publish it": the status it has now is no status asked for
  const text = withoutDescribedStatus(req.text);
  const unpublish = UNPUBLISH.test(text);
  if (!unpublish && !PUBLISH.test(text)) return null;
  if (/\b(?:all|every)\b/.test(text) || /\breviews?\b/.test(text) || RATING.test(text)) return null;
  // "show me the upgrades" is a look-up; "show the dock on the shop again" publishes it
  if (
    !unpublish &&
    /^(?:show|list|view|see|display)\b/.test(text) &&
    !/\b(?:again|on\s+the\s+(?:shop|site|store))\b/.test(text)
  )
    return null;
  const item = await itemOf(req, ["product", "addon"], false);
  if (isPlan(item)) return item;
  // "hide it", "make them draft": a change whose target is only a pronoun is asked about, never guessed
  if (!item && /\b(?:it|them|those|these|that|this)\b/.test(text) && !/\?$|^(?:what|which|show|list)\b/.test(text))
    return askWith(
      `Which products, add-ons or reviews should I ${unpublish ? "take off the shop" : "publish"}? Name them.`,
      [],
    );
  if (!item) return null;
  const status = unpublish ? "draft" : "published";
  const words = unpublish ? "take it off the shop (draft)" : "publish it";
  return propose(`I'll ${words}: ${noun(item)} ${item.name}. Please review and approve.`, [
    call(updateTool(item), { id: item.id, status }),
  ]);
};

export const deleteIntent: Intent = async (req) => {
  if (!/\b(?:delete|remove|get\s+rid\s+of|bin|trash|discontinue)\b/.test(req.text)) return null;
  if (/\b(?:everything|all|every|database)\b/.test(req.text) || /\b(?:stock|units?)\b/.test(req.text)) return null;
  if (RATING.test(req.text)) return null;
  const item = await itemOf(req, ["product", "addon"], false);
  if (isPlan(item)) return item;
  if (!item) return null;
  return propose(`I'll delete the ${noun(item)} ${item.name} (restorable for 30 days). Please review and approve.`, [
    call(item.kind === "product" ? "delete_product" : "delete_addon", { id: item.id }),
  ]);
};

export const bulkIntent: Intent = async (req) => {
  // an option's own name ("All Black") is not "all"
  const text = withoutOptionNames(req.text, await req.lookup.catalog());
  const scope = text.match(
    new RegExp(
      String.raw`\b(?:all|every|everything)\b(?:\s+(?:the|` +
        String.raw`of|our))*\s*(add[- ]?ons?|accessor(?:y|ies)|` +
        String.raw`upgrades?|products?|consoles?|handhelds?|` +
        String.raw`items?)?`,
    ),
  );
  if (!scope) return null;
  // "every colour of the x55", "all the sold out colours": options of items, never every product
  if (!scope[1] && /\b(?:colou?rs?|options?|sizes?|variants?|versions?)\b/.test(text)) return null;
  // "all the add-ons except the dock": one bulk change cannot leave one out, so which ones is asked
  if (/\b(?:except|exept|excluding|apart\s+from|but\s+not|other\s+than|besides)\b/.test(text)) {
    const kind = scope[1] && /add|accessor|upgrade/.test(scope[1]) ? "addon" : "product";
    const items = (await req.lookup.catalog()).filter((i) => i.kind === kind);
    return askWith(
      `Which of them: ${items.map((i) => i.name).join(", ")}? Each one I change gets its own card.`,
      items.slice(0, 6).map((i) => ({ label: i.name, prompt: `${req.raw} (${i.name})` })),
    );
  }
  // "add 30 to the r36s all retro grey": "all" before a name that is no kind of record selects no catalogue
  const after = text.slice(scope.index! + scope[0].length).match(/^\s*([a-z]+)/)?.[1];
  if (!scope[1] && /^(?:all|every)\b/.test(scope[0]) && !/^(?:prices?|the|of|our|by|up|down|to)$/.test(after ?? ""))
    return null;
  // "the r36s all retro grey": "all" beside one named item, with no kind word, is not the whole catalogue
  if (!scope[1] && /\ball\b/.test(scope[0]) && "found" in matchCatalog(text, await req.lookup.catalog())) return null;
  // "publish everything": products and add-ons both, which one bulk change cannot do, so it is asked
  if (!scope[1] && /\beverything\b/.test(text) && !/\b(?:delete|remove|cancel|refund)\b/.test(text))
    return askWith("Everything: the products, the add-ons, or both (two changes)?", [
      { label: "All products", prompt: req.raw.replace(/\beverything\b/i, "all products") },
      { label: "All add-ons", prompt: req.raw.replace(/\beverything\b/i, "all add-ons") },
    ]);
  const target = scope[1] && /add|accessor|upgrade/.test(scope[1]) ? "addons" : "products";
  const noun = target === "addons" ? "add-on" : "product";
  const what = `every ${noun}`;
  if (/\b(?:unpublish|draft|take\s+down|hide)\b/.test(text)) {
    // every product off the shop leaves nothing to buy: asked first, with each product as its own button
    const published = (await req.lookup.catalog()).filter((i) => i.kind === "product" && i.status === "published");
    if (target === "products" && published.length > 0 && !req.raw.includes(`(${EVERY_ONE})`))
      return askWith(
        `That takes every product off the shop (${published.map((i) => i.name).join(", ")}), so nothing could ` +
          "be bought. All of them, or which ones?",
        [
          { label: EVERY_ONE, prompt: `${req.raw} (${EVERY_ONE})` },
          ...published.map((i) => ({ label: i.name, prompt: `Take ${i.name} off the shop` })),
        ],
      );
    return propose(`I'll take ${what} off the shop (draft). Please review and approve.`, [
      call("bulk_update", { target, filter: {}, change: { setStatus: "draft" } }),
    ]);
  }
  if (/\bpublish\b/.test(text))
    return propose(`I'll publish ${what}. Please review and approve.`, [
      call("bulk_update", { target, filter: {}, change: { setStatus: "published" } }),
    ]);
  // "add 10 units to every product" is about stock, which a bulk change can only set
  if (/\bunits?\b/.test(text) && !/\bstock\b/.test(text))
    return askWith("What should the stock of every product be? A bulk change sets one figure for each.", []);
  if (/\bstock\b/.test(text) && target === "products") {
    const n = findQuantity(text);
    if (!n) return askWith("What should the stock of every product be?", []);
    return propose(`I'll set the stock of ${what} to ${n.n}. Please review and approve.`, [
      call("bulk_update", { target, filter: {}, change: { setStock: n.n } }),
    ]);
  }
  // "add 30 to all of them": a bare number with no money or price word is no price change
  const moneyWords = new RegExp(
    String.raw`£|%|\d\.\d\d|\d\s?p\b|\b(?:quid|pounds?|percent|per\s?cent|pc|sale|price|prices|pricing|` +
      String.raw`discount|cheaper|dearer|off)\b`,
  );
  const change = moneyWords.test(text) ? priceChange(text) : null;
  if (!change) {
    if (!/\b(?:sale|price|prices|discount|cheaper|off)\b/.test(text)) return null;
    return askWith(`How much off ${what}?`, [
      { label: "10% off", prompt: `Take 10% off every ${noun}` },
      { label: "20% off", prompt: `Take 20% off every ${noun}` },
    ]);
  }
  if (change.mode === "set")
    return propose(`I'll set the price of ${what} to ${money(change.pence)}. Please review and approve.`, [
      call("bulk_update", { target, filter: {}, change: { setPrice: poundsText(change.pence) } }),
    ]);
  const bulk =
    change.mode === "percent" ? { changePriceByPercent: change.percent } : { changePriceByPence: change.pence };
  const words =
    change.mode === "percent"
      ? `${change.percent < 0 ? "take" : "add"} ${Math.abs(change.percent)}% ` +
        `${change.percent < 0 ? "off" : "to"} the price of ${what}`
      : `${change.pence < 0 ? "lower" : "raise"} the price of ${what} by ${money(Math.abs(change.pence))}`;
  return propose(`I'll ${words}. Please review and approve.`, [
    call("bulk_update", { target, filter: {}, change: bulk }),
  ]);
};

// The last check on every request's plan: what its cards affect lies inside what every filter the words
// state selects ("draft upgrades", "add-ons for the ultra", "shipped orders", "Dave Smith's review").
// Intents read filters too, but one that misses a filter must not widen the target: a card that reaches
// past a stated filter is replaced by "there are none" when the filter selects nothing, else by a question.
import type { Plan, ToolCall } from "../assistant.schema";
import { matchCatalog } from "./entities.server";
import { askWith, type Request } from "./kit.server";
import type { CatalogItem, OrderItem, ReviewItem } from "./lookup";
import { parcelOf } from "./parcel-words.server";
import { nothingSelected } from "./selection-intents.server";

const KIND = String.raw`(add[- ]?ons?|accessor(?:y|ies)|upgrades?|extras|products?|consoles?|handhelds?|items?)`;
const STATUS = String.raw`(draft|drafted|unpublished|offline|published|live|visible)`;
/** "draft upgrades", "published x55 add-ons": a status word describing the items (one word may come between) */
const STATUS_FILTER = new RegExp(String.raw`\b${STATUS}\s+(?:[a-z0-9-]+\s+)?${KIND}\b`);
/** "add-ons for the ultra", "x55 accessories": the product the add-ons go with */
const LINKED =
  /\b(?:add[- ]?ons?|accessories|upgrades|extras)\s+(?:for|of|with)\s+(?:the\s+|our\s+)?([a-z0-9 -]{2,30})/;
const ORDER_STATUS = /\b(pending|processing|shipped|dispatched|delivered|cancell?ed|unshipped)\s+orders?\b/;

type Filter = { describe: string; keep: (item: CatalogItem) => boolean };

/** The catalogue filters the words state, each with the words that name it. */
function catalogFilters(text: string, raw: string, catalog: readonly CatalogItem[]): Filter[] {
  const filters: Filter[] = [];
  const status = text.match(STATUS_FILTER);
  if (status) {
    const wanted = /^(?:published|live|visible)$/.test(status[1]) ? "published" : "draft";
    filters.push({ describe: wanted, keep: (i) => i.status === wanted });
  }
  const kindWord = text.match(
    new RegExp(String.raw`\b(?:all|every|the|our|any|${STATUS})\s+(?:[a-z0-9-]+\s+)?${KIND}\b`),
  );
  if (kindWord) {
    const kind = /add|accessor|upgrade|extra/.test(kindWord[kindWord.length - 1]) ? "addon" : "product";
    filters.push({ describe: kind === "addon" ? "add-ons" : "products", keep: (i) => i.kind === kind });
  }
  if (/\bupgrades\b/i.test(raw)) filters.push({ describe: "upgrades", keep: (i) => i.addonType === "upgrade" });
  // "accessories" is how operators name add-ons in general, so only "upgrades" selects a type
  const linked = text.match(LINKED);
  if (linked) {
    const product = matchCatalog(
      linked[1],
      catalog.filter((i) => i.kind === "product"),
    );
    if ("found" in product)
      filters.push({ describe: `for ${product.found.name}`, keep: (i) => i.linkedProductId === product.found.id });
  }
  return filters;
}

/** The catalogue records a call changes (a sale or bulk change: every record its target and filter reach). */
function catalogAffected(call: ToolCall, catalog: readonly CatalogItem[]): CatalogItem[] {
  const a = call.arguments as Record<string, unknown>;
  const byId = (id: unknown) => catalog.filter((i) => i.id === id);
  switch (call.name) {
    case "update_product":
    case "update_addon":
    case "delete_product":
    case "delete_addon":
    case "set_variant_stock":
      return byId(a.id);
    case "create_sale": {
      if (a.target === "all_products") return catalog.filter((i) => i.kind === "product");
      if (a.target === "all_addons") return catalog.filter((i) => i.kind === "addon");
      return ((a.items as { id: string }[] | undefined) ?? []).flatMap((x) => byId(x.id));
    }
    case "bulk_update": {
      const kind = a.target === "addons" ? "addon" : "product";
      const f = (a.filter ?? {}) as Record<string, string | undefined>;
      return catalog.filter(
        (i) =>
          i.kind === kind &&
          (!f.status || i.status === f.status) &&
          (!f.nameContains || i.name.toLowerCase().includes(f.nameContains.toLowerCase())) &&
          (!f.type || i.addonType === f.type) &&
          (!f.productLinked || i.linkedProductId === f.productLinked),
      );
    }
    default:
      return [];
  }
}

/** "Dave Smith" typed where the record is Dave Price: a capitalised word after the first name that is not
 * the record's surname names someone else. */
function namesSomeoneElse(raw: string, customerName: string): boolean {
  const [first, ...rest] = customerName.split(/\s+/);
  if (!first || rest.length === 0) return false;
  // (the surname read whole: "Reviewer CF592F48" is not someone called "CF")
  const after = raw.match(new RegExp(String.raw`\b${first.replace(/[^\p{L}'-]/gu, "")}\s+([A-Z][\w'-]*)`, "i"));
  if (!after || !/^[A-Z]/.test(after[1])) return false;
  // a carrier or a code after the name ("callum UPS 1Z…", "tom DPD") is the parcel, not a surname
  if (/^[A-Z0-9]{2,}$/.test(after[1]) || parcelOf(after[1]).carrier) return false;
  const surname = after[1].replace(/'s$/, "").toLowerCase();
  return !rest.some((r) => r.toLowerCase() === surname);
}

const CATALOG_CALLS = new Set([
  "update_product",
  "update_addon",
  "delete_product",
  "delete_addon",
  "set_variant_stock",
  "create_sale",
  "bulk_update",
]);
const ORDER_CALLS = new Set(["update_order", "cancel_order", "refund_order"]);
const REVIEW_CALLS = new Set(["update_review", "delete_review"]);

function orderStatusMatches(stated: string, status: string): boolean {
  if (stated === "unshipped") return status === "pending" || status === "processing";
  if (stated === "dispatched") return status === "shipped";
  return status === stated.replace("canceled", "cancelled");
}

/** The plan when every card stays inside the stated filters; else "there are none", or a question. */
export async function keepToStatedFilters(req: Request, plan: Plan): Promise<Plan> {
  const changes = plan.toolCalls.filter((c) => !c.name.startsWith("get_"));
  if (changes.length === 0) return plan;
  const { text, raw } = req;
  const catalogCalls = changes.filter((c) => CATALOG_CALLS.has(c.name));
  if (catalogCalls.length) {
    const catalog = await req.lookup.catalog();
    // a change to "every" record of a kind when there are none of that kind is a card over nothing
    const reachesNothing = catalogCalls.find(
      (c) => (c.name === "bulk_update" || c.name === "create_sale") && catalogAffected(c, catalog).length === 0,
    );
    if (reachesNothing) return nothingSelected("Nothing in the shop matches that, so nothing is proposed.");
    const filters = catalogFilters(text, raw, catalog);
    if (filters.length) {
      const selected = catalog.filter((i) => filters.every((f) => f.keep(i)));
      const affected = catalogCalls.flatMap((c) => catalogAffected(c, catalog));
      if (selected.length === 0 || affected.some((i) => !selected.includes(i))) {
        const words = filters.map((f) => f.describe).join(" ");
        if (selected.length === 0) return nothingSelected(`There are no ${words}, so nothing is proposed.`);
        return askWith(
          `Only these are ${words}: ${selected.map((i) => i.name).join(", ")}. Which of them do you mean?`,
          selected.slice(0, 5).map((i) => ({ label: i.name, prompt: `${raw} (${i.name})` })),
        );
      }
    }
  }
  const orderCalls = changes.filter((c) => ORDER_CALLS.has(c.name));
  if (orderCalls.length) {
    const orders = await req.lookup.orders();
    const stated = text.match(ORDER_STATUS)?.[1];
    const affected = orderCalls
      .map((c) => orders.find((o) => o.orderNumber === String(c.arguments.orderNumber ?? "").toUpperCase()))
      .filter((o): o is OrderItem => !!o);
    const outside = affected.find(
      (o) => (stated && !orderStatusMatches(stated, o.status)) || namesSomeoneElse(raw, o.customerName),
    );
    if (outside)
      return nothingSelected(
        `${outside.orderNumber} (${outside.customerName}, ${outside.status}) is not what the words select, ` +
          "and no other order is, so nothing is proposed.",
      );
  }
  const reviewCalls = changes.filter((c) => REVIEW_CALLS.has(c.name));
  if (reviewCalls.length) {
    const reviews = await req.lookup.reviews();
    const affected = reviewCalls
      .map((c) => reviews.find((r) => r.id === c.arguments.id))
      .filter((r): r is ReviewItem => !!r);
    const other = affected.find((r) => namesSomeoneElse(raw, r.customerName));
    if (other)
      return nothingSelected(
        `There is no review by that name (the closest is ${other.customerName}'s), so nothing is proposed.`,
      );
  }
  return plan;
}

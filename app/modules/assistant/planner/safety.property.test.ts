// The planner's safety as properties, over random catalogues, orders and reviews and phrasings made from
// templates: what a card affects is within what every stated filter selects; an empty selection yields no
// card; each part of a two-part message gets a card or is named as not understood; no card changes a price for
// good when the message names a time or an event; and a rise for a time never becomes a sale.
import fc from "fast-check";
import { describe, expect, it } from "vitest";

import { planAt } from "../../../../tests/support/planner-plan";
import { lookupOf, PEOPLE, shop } from "../../../../tests/support/planner-random-shop";
import { changesPriceForGood } from "./event-sale-intent.server";
import type { PlannerLookup } from "./lookup";

const plan = (lookup: PlannerLookup, content: string) => planAt(content, { lookup });
const RUNS = { numRuns: 60 };

describe("the planner's safety properties", () => {
  it("affects only what a status filter selects, and nothing when it selects nothing", async () => {
    const verb = fc.constantFrom("delete every", "publish all the", "unpublish the", "take 10% off every", "bin all");
    const status = fc.constantFrom("draft", "published");
    const kind = fc.constantFrom(["products", "product"], ["add-ons", "addon"]);
    await fc.assert(
      fc.asyncProperty(shop, verb, status, kind, async (raw, v, s, [word, k]) => {
        const { shop: s0, lookup } = lookupOf(raw);
        const result = await plan(lookup, `${v} ${s} ${word}`);
        const selected = new Set(s0.catalog.filter((i) => i.status === s && i.kind === k).map((i) => i.id));
        for (const c of result.toolCalls) {
          if (c.name === "bulk_update") expect(c.arguments.filter).toEqual({ status: s });
          else expect(selected.has(String(c.arguments.id))).toBe(true);
        }
        if (selected.size === 0) expect(result.toolCalls).toEqual([]);
      }),
      RUNS,
    );
  });

  it("hides only the reviews of the rating and product named, and nothing when none match", async () => {
    await fc.assert(
      fc.asyncProperty(shop, fc.integer({ min: 1, max: 5 }), fc.nat(), async (raw, stars, pick) => {
        const { shop: s0, lookup } = lookupOf(raw);
        const products = s0.catalog.filter((i) => i.kind === "product");
        fc.pre(products.length > 0);
        const product = products[pick % products.length];
        const result = await plan(lookup, `hide the ${stars} star reviews on the ${product.name}`);
        const selected = s0.reviews.filter((r) => r.rating === stars && r.productName === product.name);
        const ids = new Set(selected.map((r) => r.id));
        for (const c of result.toolCalls) expect(ids.has(String(c.arguments.id))).toBe(true);
        if (selected.length === 0) expect(result.toolCalls).toEqual([]);
      }),
      RUNS,
    );
  });

  it("answers each part of a two-part message with a card or names it", async () => {
    await fc.assert(
      fc.asyncProperty(
        shop,
        fc.nat(),
        fc.nat(),
        fc.constantFrom(" and ", ", then ", " & "),
        async (raw, a, b, join) => {
          const { shop: s0, lookup } = lookupOf(raw);
          const order = s0.orders[a % s0.orders.length];
          const item = s0.catalog[b % s0.catalog.length];
          const first = `cancel order ${order.orderNumber}`;
          const second = `set the price of the ${item.name} to £${(b % 90) + 10}`;
          const result = await plan(lookup, `${first}${join}${second}`);
          const names = result.toolCalls.map((c) => c.name);
          const answered = (part: string, tool: string) => names.includes(tool) || result.message.includes(part);
          expect(answered(first, "cancel_order")).toBe(true);
          expect(answered(second, item.kind === "product" ? "update_product" : "update_addon")).toBe(true);
        },
      ),
      RUNS,
    );
  });

  it("never changes a price for good when the message names a time or an event", async () => {
    const amount = fc.constantFrom("15% off", "£5 off", "half price on", "a tenner off", "knock 10% off");
    const when = fc.constantFrom(
      "for black friday",
      "this weekend",
      "until sunday",
      "till friday",
      "on cyber monday",
      "for christmas",
      "from 1 december to 7 december",
      "last weekend",
      "for boxing day",
      "till the end of the month",
      "for the next 2 weeks",
      "this week only",
      "over the bank holiday",
      "next week",
      "friday",
      "on saturday",
      "tomorrow",
      "1st-3rd dec",
      "for 3 days",
    );
    await fc.assert(
      fc.asyncProperty(shop, amount, when, fc.nat(), async (raw, a, w, pick) => {
        const { shop: s0, lookup } = lookupOf(raw);
        const target = ["all consoles", "all add-ons", `the ${s0.catalog[pick % s0.catalog.length].name}`][pick % 3];
        for (const text of [`${a} ${target} ${w}`, `${w}: ${a} ${target}`]) {
          const result = await plan(lookup, text);
          expect(result.toolCalls.filter(changesPriceForGood)).toEqual([]);
        }
      }),
      RUNS,
    );
  });

  it("never turns a price rise for a time into a sale, nor into a new price for good", async () => {
    const rise = fc.constantFrom(
      "put {t} up £5",
      "raise {t} by 10%",
      "{t} +£3",
      "increase {t} by a tenner",
      "{t} up 5%",
    );
    const when = fc.constantFrom("on friday", "this weekend", "for black friday", "from monday", "until christmas");
    await fc.assert(
      fc.asyncProperty(shop, rise, when, fc.nat(), async (raw, r, w, pick) => {
        const { shop: s0, lookup } = lookupOf(raw);
        const text = `${r.replace("{t}", `the ${s0.catalog[pick % s0.catalog.length].name}`)} ${w}`;
        const result = await plan(lookup, text);
        expect(
          result.toolCalls.filter((c) => c.name === "create_sale" || changesPriceForGood(c)),
          text,
        ).toEqual([]);
      }),
      RUNS,
    );
  });

  it("keeps to every filter on add-ons (status, upgrades, the product they go with); none when empty", async () => {
    const change = fc.constantFrom(
      "put {sel} up by a pound",
      "publish {sel}",
      "delete {sel}",
      "20% off {sel} this weekend",
    );
    await fc.assert(
      fc.asyncProperty(
        shop,
        change,
        fc.constantFrom("draft", "published", ""),
        fc.boolean(),
        fc.nat(),
        async (...args) => {
          const [raw, template, status, upgrades, pick] = args;
          const { shop: s0, lookup } = lookupOf(raw);
          const products = s0.catalog.filter((i) => i.kind === "product");
          const product = products.length && pick % 2 ? products[pick % products.length] : null;
          const words = `${status ? `${status} ` : ""}${upgrades ? "upgrades" : "add-ons"}`;
          const selection = `all the ${words}${product ? ` for the ${product.name}` : ""}`;
          const result = await plan(lookup, template.replace("{sel}", selection));
          const selected = s0.catalog.filter(
            (i) =>
              i.kind === "addon" &&
              (!status || i.status === status) &&
              (!upgrades || i.addonType === "upgrade") &&
              (!product || i.linkedProductId === product.id),
          );
          const ids = new Set(selected.map((i) => i.id));
          for (const c of result.toolCalls.filter((x) => !x.name.startsWith("get_"))) {
            const a = c.arguments as Record<string, unknown>;
            if (c.name === "bulk_update" || (c.name === "create_sale" && a.target !== "items")) {
              // a change to every add-on a filter reaches: every add-on must be one the words select
              const f = (a.filter ?? {}) as Record<string, unknown>;
              const reached = s0.catalog.filter(
                (i) =>
                  i.kind === "addon" && (!f.status || i.status === f.status) && (!f.type || i.addonType === f.type),
              );
              for (const i of reached) expect(ids.has(i.id)).toBe(true);
            } else if (c.name === "create_sale")
              for (const x of a.items as { id: string }[]) expect(ids.has(x.id)).toBe(true);
            else expect(ids.has(String(a.id))).toBe(true);
          }
          if (selected.length === 0) expect(result.toolCalls.filter((x) => !x.name.startsWith("get_"))).toEqual([]);
        },
      ),
      RUNS,
    );
  });

  it("never takes a customer's review or order for another person's with the same first name", async () => {
    await fc.assert(
      fc.asyncProperty(shop, fc.nat(), fc.constantFrom("hide {who}'s review", "cancel {who}'s order"), async (...a) => {
        const [raw, pick, template] = a;
        const { shop: s0, lookup } = lookupOf(raw);
        const first = PEOPLE[pick % PEOPLE.length].split(" ")[0];
        const result = await plan(lookup, template.replace("{who}", `${first} Smithson`));
        expect(result.toolCalls.filter((c) => !c.name.startsWith("get_"))).toEqual([]);
        expect(s0.orders.length).toBeGreaterThan(0);
      }),
      RUNS,
    );
  });

  it("changes no order whose status is not the one the words name", async () => {
    await fc.assert(
      fc.asyncProperty(shop, fc.nat(), fc.constantFrom("shipped", "delivered", "cancelled"), async (raw, pick, s) => {
        const { shop: s0, lookup } = lookupOf(raw);
        const person = s0.orders[pick % s0.orders.length].customerName;
        const result = await plan(lookup, `cancel ${person}'s ${s} orders`);
        // the shop's orders are all pending or processing: none is selected, so nothing changes
        expect(result.toolCalls.filter((c) => !c.name.startsWith("get_"))).toEqual([]);
      }),
      RUNS,
    );
  });

  it("answers each part of a three-part message, however the parts are joined", async () => {
    await fc.assert(
      fc.asyncProperty(
        shop,
        fc.nat(),
        fc.constantFrom([", ", " and "], [". ", ", "], ["; ", " plus "]),
        async (...a) => {
          const [raw, pick, [j1, j2]] = a;
          const { shop: s0, lookup } = lookupOf(raw);
          fc.pre(s0.orders.length >= 2);
          const [x, y] = [s0.orders[pick % s0.orders.length], s0.orders[(pick + 1) % s0.orders.length]];
          const parts = [
            `ship ${x.orderNumber} royal mail AB123456789GB`,
            `refund £5 on ${y.orderNumber}`,
            "paint the shop purple",
          ];
          const result = await plan(lookup, `${parts[0]}${j1}${parts[1]}${j2}${parts[2]}`);
          const names = result.toolCalls.map((c) => c.name);
          expect(names).toContain("update_order");
          expect(names).toContain("refund_order");
          const shipped = result.toolCalls.find((c) => c.name === "update_order")!.arguments;
          expect(shipped).toMatchObject({ orderNumber: x.orderNumber, carrier: "royal_mail" });
          expect(result.message).toContain(parts[2]);
        },
      ),
      RUNS,
    );
  });
});

import { describe, expect, it } from "vitest";

import { PLANNER_NOW as NOW } from "../../../../tests/support/planner-period";
import type { Plan, ToolCall } from "../assistant.schema";
import { unaccountedFor } from "./accounted-for.server";
import type { CatalogItem, OrderItem } from "./lookup";

const catalog: CatalogItem[] = [
  {
    kind: "product",
    id: "p-zen",
    name: "Zen Pocket",
    slug: "zen-pocket",
    status: "published",
    price: 6000,
    stock: 12,
    variants: [
      { name: "Lemon Yellow", stock: 6 },
      { name: "Mint Green", stock: 6 },
    ],
  },
  { kind: "product", id: "p-nova", name: "Nova Slim", slug: "nova-slim", status: "published", price: 9000, stock: 7 },
  {
    kind: "addon",
    id: "a-strap",
    name: "Wrist Strap",
    slug: "wrist-strap",
    status: "published",
    price: 400,
    stock: null,
    linkedProductId: "p-zen",
  },
];
const order = (orderNumber: string, customerName: string): OrderItem => ({
  orderNumber,
  customerName,
  email: `${customerName.split(" ")[0].toLowerCase()}@example.com`,
  status: "pending",
  total: 6000,
  items: [],
});
const orders = [order("RH-AAAAAAAAAA", "Rosa Lind"), order("RH-BBBBBBBBBB", "Omar Quill")];

const call = (name: string, args: Record<string, unknown>): ToolCall => ({ name, arguments: args });
const plan = (...toolCalls: ToolCall[]): Plan => ({ message: "I'll do that. Please review and approve.", toolCalls });
const check = (words: string, p: Plan) => unaccountedFor(words, p, catalog, orders, NOW);

describe("figures a plan leaves over", () => {
  it("asks when a price, count or limit typed in the request is on no card", () => {
    expect(
      check("nova to 84.50 and zen to 55", plan(call("update_product", { id: "p-nova", price: "84.50" }))),
    ).toMatch(/55/);
    expect(
      check("code HELLO 10% off, 30 uses at most", plan(call("create_discount_code", { percentOff: 10 }))),
    ).toMatch(/30/);
    expect(
      check(
        "zen sale from 3pm on saturday",
        plan(
          call("create_sale", { startsAt: "2026-11-21T00:00", endsAt: "2026-11-21T23:59", items: [{ id: "p-zen" }] }),
        ),
      ),
    ).toMatch(/3pm/);
  });

  it("takes a figure a card uses as it is, as a change to the current value, or as a total of stock moves", () => {
    expect(check("zen down by 5", plan(call("update_product", { id: "p-zen", price: "55.00" })))).toBeNull();
    expect(check("knock 10% off the nova", plan(call("update_product", { id: "p-nova", price: "81.00" })))).toBeNull();
    expect(check("all gadgets up £2", plan(call("bulk_update", { change: { changePriceByPence: 200 } })))).toBeNull();
    expect(
      check(
        "8 more zens, 4 yellow 4 green",
        plan(
          call("set_variant_stock", { id: "p-zen", variant: "Lemon Yellow", stock: 10 }),
          call("set_variant_stock", { id: "p-zen", variant: "Mint Green", stock: 10 }),
        ),
      ),
    ).toBeNull();
  });

  it("lets a figure be context: a current price, a service, a length of time, a date, a figure said wrong", () => {
    const sale = call("create_sale", {
      startsAt: "2026-12-02T00:00",
      endsAt: "2026-12-09T23:59",
      amountOff: "5.00",
      items: [{ id: "p-nova" }],
    });
    expect(check("nova is stuck at £90, take £5 off it from 2 to 9 dec", plan(sale))).toBeNull();
    expect(
      check(
        "rosa's went royal mail tracked 24, ZX123456789GB",
        plan(
          call("update_order", {
            orderNumber: "RH-AAAAAAAAAA",
            carrier: "royal_mail",
            trackingNumber: "ZX123456789GB",
          }),
        ),
      ),
    ).toBeNull();
    expect(check("nova at £85 for 72 hours", plan(sale))).toBeNull();
    expect(
      check("there are 9 novas not 7", plan(call("update_product", { id: "p-nova", stockQuantity: 9 }))),
    ).toBeNull();
  });

  it("asks when a length of time is on a card only as a price or stock moved by it", () => {
    expect(
      check("zen parcel turned up 3 days late", plan(call("update_product", { id: "p-zen", price: "63.00" }))),
    ).toMatch(/3/);
    expect(
      check("nova took 2 weeks to come", plan(call("update_product", { id: "p-nova", stockQuantity: 9 }))),
    ).toMatch(/2/);
    expect(
      check("delivery note: dispatched within 2 days", plan(call("update_settings", { note: "within 2 days" }))),
    ).toBeNull();
  });

  it("leaves a part the plan already says it did not understand", () => {
    const p = plan(call("update_product", { id: "p-nova", price: "80.00" }));
    p.message += "\nI didn't understand “order 40 more from the maker”, so nothing is proposed for it.";
    expect(check("nova to 80 and order 40 more from the maker", p)).toBeNull();
  });

  it("never looks at a plan that proposes no change", () => {
    expect(
      check("how many orders over £100 this week", { message: "Here they are.", toolCalls: [call("get_orders", {})] }),
    ).toBeNull();
  });
});

describe("quoted wording, carriers and customers a plan leaves over", () => {
  it("asks when quoted wording is not carried whole", () => {
    const p = plan(call("update_settings", { announcementBar: "Snow sale" }));
    expect(check("banner to 'Snow sale now on, ends Friday'", p)).toMatch(/Snow sale now on/);
    expect(check("banner to 'Snow sale'", p)).toBeNull();
  });

  it("asks when a named carrier or customer is on no card, unless said to be left alone", () => {
    const rosa = call("update_order", {
      orderNumber: "RH-AAAAAAAAAA",
      status: "shipped",
      carrier: "dpd",
      trackingNumber: "99887766554433",
    });
    expect(check("rosa's with yodel 99887766554433", plan(rosa))).toMatch(/yodel/i);
    expect(check("rosa's with dpd 99887766554433 and omar's to processing", plan(rosa))).toMatch(/Omar/);
    expect(check("rosa's with dpd 99887766554433 but don't ship omar's", plan(rosa))).toBeNull();
  });
});

describe("names, options, directions and days a plan contradicts", () => {
  it("asks when a product or option named is on no card", () => {
    expect(
      check("nova and the zen both to 80", plan(call("update_product", { id: "p-nova", price: "80.00" }))),
    ).toMatch(/zen/);
    expect(
      check("nova to 80 but leave the zen alone", plan(call("update_product", { id: "p-nova", price: "80.00" }))),
    ).toBeNull();
    expect(check("strap for the zen to £5", plan(call("update_addon", { id: "a-strap", price: "5.00" })))).toBeNull();
    expect(
      check(
        "zen in yellow and green, 9 each",
        plan(call("set_variant_stock", { id: "p-zen", variant: "Mint Green", stock: 9 })),
      ),
    ).toMatch(/yellow/);
  });

  it("never takes a word for what to do, 'draft' or 'sale', as the name of a product that has it in its name", () => {
    const shop: CatalogItem[] = [
      ...catalog,
      {
        kind: "product",
        id: "p-draft",
        name: "Draft Deck 7f3a",
        slug: "draft-deck-7f3a",
        status: "draft",
        price: 100,
        stock: 5,
      },
      {
        kind: "product",
        id: "p-sale",
        name: "Sale Slab 9c1e",
        slug: "sale-slab-9c1e",
        status: "draft",
        price: 100,
        stock: 5,
      },
    ];
    const both = plan(
      call("update_product", { id: "p-zen", price: "45.00" }),
      call("update_product", { id: "p-nova", status: "draft" }),
    );
    expect(unaccountedFor("set the zen to £45 and put the nova on draft", both, shop, orders, NOW)).toBeNull();
    const onSale = plan(call("update_product", { id: "p-zen", price: "45.00" }));
    expect(unaccountedFor("zen to £45 for the sale", onSale, shop, orders, NOW)).toBeNull();
  });

  it("asks when stock or a price moves against the only direction the words give", () => {
    expect(
      check("3 zens got damaged in the post", plan(call("update_product", { id: "p-zen", stockQuantity: 15 }))),
    ).toMatch(/down/);
    expect(
      check("3 zens got damaged in the post", plan(call("update_product", { id: "p-zen", stockQuantity: 9 }))),
    ).toBeNull();
    expect(check("bump the nova 5%", plan(call("update_product", { id: "p-nova", price: "85.50" })))).toMatch(/up/);
  });

  it("leaves the direction alone when the message moves several prices, each its own way", () => {
    const both = plan(
      call("update_product", { id: "p-nova", price: "95.00" }),
      call("update_product", { id: "p-zen", price: "55.00" }),
    );
    expect(check("put the nova up to 95 and try the zen at 55", both)).toBeNull();
  });

  it("asks when a sale misses the day the request names", () => {
    const sale = (start: string, end: string) =>
      plan(
        call("create_sale", {
          startsAt: `${start}T00:00`,
          endsAt: `${end}T23:59`,
          percentOff: 10,
          items: [{ id: "p-zen" }],
        }),
      );
    expect(check("10% off the zen on christmas eve", sale("2026-12-23", "2026-12-23"))).not.toBeNull();
    expect(check("10% off the zen on christmas eve", sale("2026-12-24", "2026-12-24"))).toBeNull();
    expect(check("10% off the zen on thursday only", sale("2026-11-18", "2026-11-20"))).not.toBeNull();
    expect(check("10% off the zen this weekend", sale("2026-11-22", "2026-11-22"))).not.toBeNull();
    expect(check("10% off the zen the day after boxing day", sale("2026-12-27", "2026-12-27"))).toBeNull();
  });
});

describe("corrections within one request", () => {
  it("asks when a card keeps what the operator then replaced or let be", () => {
    const nova = (price: string) => plan(call("update_product", { id: "p-nova", price }));
    expect(check("nova to 82, erm no, 83", nova("82.00"))).toMatch(/82/);
    expect(check("nova to 82, erm no, 83", nova("83.00"))).toBeNull();
    expect(check("nova to 82 - hang on, forget it", nova("82.00"))).not.toBeNull();
    expect(
      check(
        "mark omar's processing, sorry, delivered",
        plan(call("update_order", { orderNumber: "RH-BBBBBBBBBB", status: "processing" })),
      ),
    ).not.toBeNull();
    expect(
      check(
        "mark omar's shipped, not processing",
        plan(call("update_order", { orderNumber: "RH-BBBBBBBBBB", status: "processing" })),
      ),
    ).not.toBeNull();
  });

  it("keeps a figure a correction did not replace", () => {
    const p = plan(call("set_variant_stock", { id: "p-zen", variant: "Mint Green", stock: 20 }));
    expect(check("zen yellow to 20, sorry, I mean the green ones", p)).toBeNull();
  });
});

describe("figures said as what they replace or as a share", () => {
  it("takes the old price before an arrow or in 'from … to …', a share of an order, and a price with a comma", () => {
    const nova = plan(call("update_product", { id: "p-nova", price: "85.00" }));
    expect(check("nova 88 -> 85", nova)).toBeNull();
    expect(check("nova from £88 to £85", nova)).toBeNull();
    expect(
      check("give rosa 25 percent back", plan(call("refund_order", { orderNumber: "RH-AAAAAAAAAA", amount: "15.00" }))),
    ).toBeNull();
    expect(check("nova to £1,085", plan(call("update_product", { id: "p-nova", price: "1085.00" })))).toBeNull();
  });
});

describe("wording a card cuts short and parts the message answers", () => {
  it("asks when a card's wording keeps a stray quote mark from across a correction", () => {
    const p = plan(call("update_settings", { announcementBar: "Shut on 2 Jan' - sorry" }));
    expect(check("banner to 'Shut on 2 Jan' - sorry, make it 3 Jan", p)).not.toBeNull();
    expect(
      check(
        "banner to 'Rosa's pick of the week'",
        plan(call("update_settings", { announcementBar: "Rosa's pick of the week" })),
      ),
    ).toBeNull();
  });

  it("counts a part the message names in its own words as answered", () => {
    const p = plan(call("update_product", { id: "p-nova", price: "80.00" }));
    p.message += "\nFor “zen to 55 for members”: which price do you mean?";
    expect(check("nova to 80 then zen to 55 for members", p)).toBeNull();
  });
});

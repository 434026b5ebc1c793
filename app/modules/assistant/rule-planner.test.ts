import { describe, expect, it } from "vitest";

import type { ToolCall } from "./assistant.schema";
import { INTENTS } from "./planner-intents";
import { RULE_PLANNER_HELP, rulePlan, type PlannerLookup } from "./rule-planner";

const catalog = [
  { kind: "product" as const, id: "p-r36", name: "R36 Console", status: "draft" },
  { kind: "product" as const, id: "p-r36u", name: "R36 Ultra", status: "published" },
  { kind: "product" as const, id: "p-x55", name: "X55 Console", status: "published" },
  { kind: "addon" as const, id: "a-case", name: "Carry Case", status: "published" },
];
const reviews = [
  { id: "r1", customerName: "Jane Doe", productName: "R36 Console", status: "published" },
  { id: "r2", customerName: "Jane Doe", productName: null, status: "published" },
  { id: "r3", customerName: "Tom Smith", productName: null, status: "published" },
];
const lookup: PlannerLookup = {
  catalog: async () => catalog,
  reviews: async () => reviews,
  latestOrderNumber: async () => "RH-LATEST0001",
};
const ask = (content: string) =>
  rulePlan(
    [
      { role: "assistant", content: "Hello" },
      { role: "user", content },
    ],
    lookup,
  );
const c = (name: string, args: Record<string, unknown> = {}): ToolCall => ({ name, arguments: args });

/**
 * What every example phrasing of the planner's table (planner-intents.ts, which also makes the chat's
 * help text) must propose. The test below runs each example in the table against this list.
 */
const EXPECTED: Record<string, ToolCall[]> = {
  "Mark order RH-7K3M9Q2XPA as shipped with tracking ABC123": [
    c("update_order", { orderNumber: "RH-7K3M9Q2XPA", status: "shipped", trackingNumber: "ABC123" }),
  ],
  "mark the latest order as shipped with tracking zx9": [
    c("update_order", { orderNumber: "RH-LATEST0001", status: "shipped", trackingNumber: "ZX9" }),
  ],
  "mark order rh-7k3m9q2xpa as shipped": [c("update_order", { orderNumber: "RH-7K3M9Q2XPA", status: "shipped" })],
  "Set order RH-7K3M9Q2XPA to processing": [c("update_order", { orderNumber: "RH-7K3M9Q2XPA", status: "processing" })],
  // no image attached: it asks for one (see the attachment test below)
  "Use this image for product X55 Console": [],
  "Hide the review by Tom Smith": [c("update_review", { id: "r3", status: "hidden" })],
  "publish the review by tom smith": [c("update_review", { id: "r3", status: "published" })],
  "Delete the review by Jane Doe": [c("delete_review", { id: "r1" }), c("delete_review", { id: "r2" })],
  "Set the price of R36 Ultra to 89.99": [c("update_product", { id: "p-r36u", price: "89.99" })],
  "set the price of r36 ultra to £89.99": [c("update_product", { id: "p-r36u", price: "89.99" })],
  "Set the price of add-on Carry Case to 1299p": [c("update_addon", { id: "a-case", price: "12.99" })],
  "Set the stock of R36 Ultra to 25": [c("update_product", { id: "p-r36u", stockQuantity: 25 })],
  "Create a draft product Pocket Boy priced £49.99": [
    c("create_product", { name: "Pocket Boy", slug: "pocket-boy", price: "49.99", status: "draft" }),
  ],
  "Publish product R36 Console": [c("update_product", { id: "p-r36", status: "published" })],
  "unpublish r36 ultra": [c("update_product", { id: "p-r36u", status: "draft" })],
  "Publish the add-on Carry Case": [c("update_addon", { id: "a-case", status: "published" })],
  "Delete product R36 Console": [c("delete_product", { id: "p-r36" })],
  "delete add-on Carry Case": [c("delete_addon", { id: "a-case" })],
  "Put all add-ons on sale at 10% off": [
    c("bulk_update", { target: "addons", filter: {}, change: { changePriceByPercent: -10 } }),
  ],
  "Raise every console's price by £5": [
    c("bulk_update", { target: "products", filter: {}, change: { changePriceByPence: 500 } }),
  ],
  "lower all add-on prices by 10%": [
    c("bulk_update", { target: "addons", filter: {}, change: { changePriceByPercent: -10 } }),
  ],
  "What sold best this week?": [c("get_best_sellers", { date: "this_week" })],
  "show best sellers": [c("get_best_sellers", { date: "any" })],
  "Show draft products": [c("get_products", { status: "draft" })],
  "show published products": [c("get_products", { status: "published" })],
  "list products": [c("get_products")],
  "Show add-ons": [c("get_addons")],
  "show draft add-ons": [c("get_addons", { status: "draft" })],
  "Show reviews": [c("get_reviews")],
  "show hidden reviews": [c("get_reviews", { status: "hidden" })],
  "Show today's orders": [c("get_orders", { date: "today" })],
  "show this week's orders": [c("get_orders", { date: "this_week" })],
  "show pending orders": [c("get_orders", { status: "pending" })],
  "show orders": [c("get_orders")],
  "Show current site settings": [c("get_settings")],
  "show settings": [c("get_settings")],
  "Show recent activity": [c("get_activity")],
};

describe("the built-in planner's phrasing table", () => {
  const examples = INTENTS.flatMap((intent) => intent.examples);

  it.each(examples)("%s", async (example) => {
    expect(EXPECTED, `no expectation for the example "${example}"`).toHaveProperty([example]);
    expect((await ask(example)).toolCalls).toEqual(EXPECTED[example]);
  });

  it("has an expectation for exactly the table's examples, and the help text names each phrasing", () => {
    expect(Object.keys(EXPECTED).sort()).toEqual([...examples].sort());
    for (const intent of INTENTS) expect(RULE_PLANNER_HELP).toContain(`${intent.help}, e.g. "${intent.examples[0]}"`);
  });
});

describe("the built-in planner", () => {
  it("finds a name with a typo, and an exact name even when other names contain it", async () => {
    expect((await ask("Set the price of x55 consle to 59.99")).toolCalls).toEqual([
      c("update_product", { id: "p-x55", price: "59.99" }),
    ]);
    expect((await ask('Publish product "R36 Console"')).toolCalls).toEqual([
      c("update_product", { id: "p-r36", status: "published" }),
    ]);
  });

  it("asks which one is meant when a name is ambiguous, and proposes nothing", async () => {
    const plan = await ask("publish product R36");
    expect(plan.toolCalls).toEqual([]);
    expect(plan.message).toBe('Several products match "R36": "R36 Console", "R36 Ultra". Which one do you mean?');
  });

  it("says so when no product has that name, or an amount cannot be read", async () => {
    expect(await ask("delete product Game Boy")).toEqual({
      message: 'I couldn\'t find a product called "Game Boy".',
      toolCalls: [],
    });
    expect((await ask("Set the price of R36 Ultra to lots")).message).toBe(
      'I couldn\'t read "lots" as an amount. Write it as 89.99, £89.99 or 8999p.',
    );
  });

  it("reads only the command, not the attachment note, and places an attached image", async () => {
    expect((await ask("Show draft products\n\nAttachments:\n- image at /uploads/abc.webp")).toolCalls).toEqual([
      c("get_products", { status: "draft" }),
    ]);
    const plan = await ask(
      'Use this image for product X55 Console\n\nAttachments:\n- image "shot.png" at /uploads/0a1b.webp',
    );
    expect(plan.toolCalls).toEqual([c("upload_image", { url: "/uploads/0a1b.webp", target: "product", id: "p-x55" })]);
    expect((await ask("Use this image for product X55 Console")).message).toBe(
      "Please attach the image first (Attach files), then ask again.",
    );
  });

  it("explains what it can do, with examples, when it does not understand", async () => {
    const plan = await ask("write me a poem about handhelds");
    expect(plan).toEqual({ message: RULE_PLANNER_HELP, toolCalls: [] });
    expect(plan.message).toContain('e.g. "Set the price of R36 Ultra to 89.99"');
  });
});

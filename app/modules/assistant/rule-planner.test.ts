import { describe, expect, it } from "vitest";
import { RULE_PLANNER_HELP, rulePlan, type PlannerLookup } from "./rule-planner";

const products = [
  { id: "p-r36", name: "R36 Console", status: "draft" },
  { id: "p-r36u", name: "R36 Ultra", status: "draft" },
  { id: "p-x55", name: "X55 Console", status: "published" },
];
const reviews = [
  { id: "r1", customerName: "Jane Doe", productName: "R36 Console" },
  { id: "r2", customerName: "Jane Doe", productName: null },
  { id: "r3", customerName: "Tom Smith", productName: null },
];
const lookup: PlannerLookup = {
  findProducts: async (name) => products.filter((p) => p.name.toLowerCase().includes(name.toLowerCase())),
  findReviews: async (name) => reviews.filter((r) => r.customerName.toLowerCase().includes(name.toLowerCase())),
};
const ask = (content: string) => rulePlan([{ role: "assistant", content: "Hello" }, { role: "user", content }], lookup);

describe("the built-in rule planner", () => {
  it("understands the three quick prompts", async () => {
    expect((await ask("Show draft products")).toolCalls).toEqual([{ name: "get_products", arguments: { status: "draft" } }]);
    expect((await ask("Show today's orders")).toolCalls).toEqual([{ name: "get_orders", arguments: { date: "today" } }]);
    expect((await ask("Show current site settings")).toolCalls).toEqual([{ name: "get_settings", arguments: {} }]);
  });

  it("marks an order shipped with a tracking number", async () => {
    const plan = await ask("mark order RH-7K3M9Q2XPA as shipped with tracking abc123");
    expect(plan.toolCalls).toEqual([{ name: "update_order", arguments: { orderNumber: "RH-7K3M9Q2XPA", status: "shipped", trackingNumber: "ABC123" } }]);
    expect(plan.message).toContain("RH-7K3M9Q2XPA");
  });

  it("sets an order's status without a tracking number", async () => {
    const plan = await ask("Set order rh-7k3m9q2xpa to processing");
    expect(plan.toolCalls).toEqual([{ name: "update_order", arguments: { orderNumber: "RH-7K3M9Q2XPA", status: "processing" } }]);
  });

  it("publishes a product found by its exact name, even when other names contain it", async () => {
    const plan = await ask('Publish product "R36 Console"');
    expect(plan.toolCalls).toEqual([{ name: "update_product", arguments: { id: "p-r36", status: "published" } }]);
  });

  it("asks which product is meant when a name is ambiguous, and proposes nothing", async () => {
    const plan = await ask("publish product R36");
    expect(plan.toolCalls).toEqual([]);
    expect(plan.message).toContain("Several products match");
  });

  it("says so when no product has that name", async () => {
    const plan = await ask("delete product Game Boy");
    expect(plan.toolCalls).toEqual([]);
    expect(plan.message).toBe('I couldn\'t find a product called "Game Boy".');
  });

  it("proposes deleting every review by a customer, one call each", async () => {
    const plan = await ask("Delete review by Jane Doe");
    expect(plan.toolCalls).toEqual([
      { name: "delete_review", arguments: { id: "r1" } },
      { name: "delete_review", arguments: { id: "r2" } },
    ]);
  });

  it("hides a review", async () => {
    expect((await ask("hide review by Tom Smith")).toolCalls).toEqual([{ name: "update_review", arguments: { id: "r3", status: "hidden" } }]);
  });

  it("reads only the command, not the attachment note", async () => {
    const plan = await ask("Show draft products\n\nAttachments:\n- image at /uploads/abc.webp");
    expect(plan.toolCalls).toEqual([{ name: "get_products", arguments: { status: "draft" } }]);
  });

  it("uses an attached image as a product's main image, and asks for the image when none is attached", async () => {
    const plan = await ask('Use this image for product X55 Console\n\nAttachments:\n- image "shot.png" at /uploads/0a1b.webp');
    expect(plan.toolCalls).toEqual([{ name: "upload_image", arguments: { url: "/uploads/0a1b.webp", target: "product", id: "p-x55" } }]);
    const without = await ask("Use this image for product X55 Console");
    expect(without.toolCalls).toEqual([]);
    expect(without.message).toBe("Please attach the image first (Attach files), then ask again.");
  });

  it("explains what it can do when it does not understand", async () => {
    const plan = await ask("write me a poem about handhelds");
    expect(plan).toEqual({ message: RULE_PLANNER_HELP, toolCalls: [] });
  });
});

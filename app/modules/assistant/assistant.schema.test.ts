import { describe, expect, it } from "vitest";

import { readableArguments, summariseResults } from "./assistant-summary";
import { AiRequestSchema, isDestructive, withAttachmentNote } from "./assistant.schema";

describe("destructive operations (SPEC §9)", () => {
  it("are those whose name contains delete or bulk_update", () => {
    for (const name of ["delete_product", "delete_addon", "delete_review", "bulk_update_products", "DELETE_PRODUCT"])
      expect(isDestructive(name), name).toBe(true);
    for (const name of [
      "create_product",
      "update_product",
      "update_order",
      "get_orders",
      "upload_image",
      "update_review",
    ])
      expect(isDestructive(name), name).toBe(false);
  });
});

const PLAN_ID = "0b6f1c9e-6a41-4c1e-9d7e-2f3a4b5c6d7e";

describe("the ai-admin request body", () => {
  it("accepts plan, execute and undo mode, refusing any other mode with a readable message", () => {
    expect(AiRequestSchema.safeParse({ mode: "plan", messages: [{ role: "user", content: "hi" }] }).success).toBe(true);
    const execute = AiRequestSchema.parse({
      mode: "execute",
      planId: PLAN_ID,
      toolCalls: [{ name: "get_orders", arguments: {} }],
    });
    expect(execute).toMatchObject({ context: { attachments: [] } });
    const noPlan = AiRequestSchema.safeParse({ mode: "execute", toolCalls: [{ name: "get_orders", arguments: {} }] });
    expect(noPlan.error?.issues[0].message).toBe("Approve a plan the assistant proposed: planId is missing or invalid");
    const bad = AiRequestSchema.safeParse({ mode: "run" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe("Mode must be plan, execute or undo");
  });

  it("only accepts attachments uploaded to this shop", () => {
    const body = (url: string) => ({
      mode: "execute",
      planId: PLAN_ID,
      toolCalls: [{ name: "get_orders" }],
      context: { attachments: [{ url, type: "image" }] },
    });
    expect(AiRequestSchema.safeParse(body("/uploads/0123abcd.webp")).success).toBe(true);
    expect(AiRequestSchema.safeParse(body("https://evil.example/x.webp")).error?.issues[0].message).toBe(
      "Attachments must be files uploaded to this shop",
    );
  });
});

describe("chat text", () => {
  it("lists a message's attachments for the planner", () => {
    expect(withAttachmentNote("Use this", [{ url: "/uploads/a.webp", filename: "a.png", type: "image" }])).toBe(
      'Use this\n\nAttachments:\n- image "a.png" at /uploads/a.webp',
    );
    expect(withAttachmentNote("Plain", [])).toBe("Plain");
  });

  it("shows arguments as labelled lines", () => {
    expect(readableArguments({ orderNumber: "RH-1", trackingNumber: "ABC", gallery: [] })).toEqual([
      { key: "orderNumber", label: "Order Number", value: "RH-1" },
      { key: "trackingNumber", label: "Tracking Number", value: "ABC" },
      { key: "gallery", label: "Gallery", value: "—" },
    ]);
  });

  it("summarises results with listed records and failures", () => {
    const text = summariseResults([
      {
        toolName: "get_orders",
        success: true,
        message: "Found 1 order today.",
        data: [{ orderNumber: "RH-1", customerName: "Ann", total: "£59.99", status: "pending" }],
      },
      { toolName: "update_order", success: false, message: "Order not found", data: null },
    ]);
    expect(text).toBe(
      "✓ Found 1 order today.\n  • RH-1 — Ann, £59.99, pending\n✗ Order not found\n1 of 2 operations succeeded.",
    );
  });
});

import { describe, expect, it } from "vitest";

import { FAKE_AI_KEY, fakeChatForFile } from "../fakes/chat-completions-server";
import { adminAiTestDb } from "../support/admin-ai-route";
import { createOrder } from "../support/factories";

const { db, plan, orderById } = await adminAiTestDb();
const fake = await fakeChatForFile();

describe("the OpenAI-compatible planner (AI_BASE_URL set), against a fake chat-completions server", () => {
  const ai = (key = FAKE_AI_KEY) => ({
    config: { AI_BASE_URL: fake.baseUrl, AI_API_KEY: key, AI_MODEL: "fake-model" },
  });

  it("sends the conversation with the tools, and returns the model's tool calls as the plan", async () => {
    const order = await createOrder(db);
    fake.reply({
      kind: "message",
      content: "I'll mark it shipped.",
      toolCalls: [
        {
          name: "update_order",
          arguments: JSON.stringify({ orderNumber: order.orderNumber, status: "shipped", trackingNumber: "ZX9" }),
        },
        { name: "format_disk", arguments: "{}" },
      ],
    });
    const { status, body } = await plan(`Ship ${order.orderNumber}, tracking ZX9`, ai());
    expect(status).toBe(200);
    expect(body.toolCalls).toEqual([
      { name: "update_order", arguments: { orderNumber: order.orderNumber, status: "shipped", trackingNumber: "ZX9" } },
    ]);
    expect(body.message).toContain("I'll mark it shipped.");
    expect(body.message).toContain("format_disk");

    const sent = fake.requests.at(-1)!;
    expect(sent.authorization).toBe(`Bearer ${FAKE_AI_KEY}`);
    expect(sent.body).toMatchObject({ model: "fake-model", tool_choice: "auto" });
    expect((sent.body.messages as { role: string; content: string }[]).at(-1)).toEqual({
      role: "user",
      content: `Ship ${order.orderNumber}, tracking ZX9`,
    });
    const toolNames = (sent.body.tools as { function: { name: string } }[]).map((t) => t.function.name);
    expect(toolNames).toEqual(
      expect.arrayContaining([
        "create_product",
        "update_product",
        "delete_product",
        "create_addon",
        "update_addon",
        "delete_addon",
        "create_review",
        "update_review",
        "delete_review",
        "update_order",
        "upload_image",
        "upload_video",
        "get_products",
        "get_orders",
        "get_addons",
        "get_reviews",
      ]),
    );
    expect((await orderById(order.id)).status).toBe("pending");
  });

  it("turns an API error into a clear 503 message", async () => {
    fake.reply({ kind: "error", status: 500, message: "The server had an error" });
    const failed = await plan("Show draft products", ai());
    expect(failed).toEqual({
      status: 503,
      body: expect.objectContaining({
        error: "The AI service could not plan this request: HTTP 500 (The server had an error).",
      }),
    });

    const wrongKey = await plan("Show draft products", ai("wrong-key"));
    expect(wrongKey.body.error).toBe(
      "The AI service could not plan this request: HTTP 401 (Incorrect API key provided).",
    );

    fake.reply({ kind: "html", status: 502 });
    expect((await plan("Show draft products", ai())).body.error).toBe(
      "The AI service could not plan this request: it answered HTTP 502 without JSON.",
    );
  });

  it("reports an unreachable endpoint without crashing", async () => {
    const { status, body } = await plan("Show draft products", {
      config: { AI_BASE_URL: "http://127.0.0.1:9", AI_API_KEY: FAKE_AI_KEY },
    });
    expect(status).toBe(503);
    expect(body.error).toBe("The AI service could not plan this request: it could not be reached.");
  });
});

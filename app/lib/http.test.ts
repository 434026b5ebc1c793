import { describe, expect, it } from "vitest";
import { z } from "zod";

import { DomainError } from "./errors";
import { formAction, jsonAction, orNotFound } from "./http.server";
import { containsNul, NUL_CHARACTER_MESSAGE, parseInput } from "./validation";

describe("parseInput", () => {
  const Schema = z.object({ name: z.string().min(1, "Name is required") });

  it("returns the parsed value", () => {
    expect(parseInput(Schema, { name: "Jamie" })).toEqual({ name: "Jamie" });
  });

  it("names the first problem and keeps every field's message", () => {
    expect(() => parseInput(Schema, { name: "" })).toThrow("Name is required");
    try {
      parseInput(Schema, { name: "" });
    } catch (err) {
      expect((err as DomainError).fieldErrors).toEqual({ name: "Name is required" });
    }
  });

  it("refuses a NUL character anywhere in the input as invalid input, before the database sees it", () => {
    for (const input of [{ name: "A\u0000B" }, { nested: { list: ["ok", "x\u0000"] } }, { ["k\u0000"]: "v" }]) {
      expect(containsNul(input)).toBe(true);
      expect(() => parseInput(z.any(), input)).toThrow(NUL_CHARACTER_MESSAGE);
    }
    expect(containsNul({ name: "Plain text, £49.99 and émojis 🎮" })).toBe(false);
  });
});

describe("orNotFound", () => {
  it("passes the record through", async () => {
    await expect(orNotFound(Promise.resolve({ id: "a" }), "Product not found")).resolves.toEqual({ id: "a" });
  });

  it("turns a domain refusal into a 404 page with the message", async () => {
    const thrown = await orNotFound(
      Promise.reject(new DomainError("not_found", "no such row")),
      "Product not found",
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
    expect(await (thrown as Response).text()).toBe("Product not found");
  });

  it("lets anything unexpected through unchanged", async () => {
    const crash = new Error("database on fire");
    await expect(orNotFound(Promise.reject(crash), "Product not found")).rejects.toBe(crash);
  });
});

describe("formAction", () => {
  const context = { logger: { error: () => {} } };

  it("answers a domain refusal as the form's data with its status and field errors", async () => {
    const action = formAction(async () => {
      throw new DomainError("invalid_input", "Email is required", { email: "Email is required" });
    });
    const refused = (await action({ context })) as unknown as { data: unknown; init: ResponseInit };
    expect(refused.init.status).toBe(400);
    expect(refused.data).toEqual({
      ok: false,
      error: "Email is required",
      fieldErrors: { email: "Email is required" },
    });
  });

  it("passes a success through and lets a thrown redirect go on", async () => {
    expect(await formAction(async () => ({ ok: true }))({ context })).toEqual({ ok: true });
    const redirect = new Response(null, { status: 303, headers: { Location: "/" } });
    await expect(
      formAction(async () => {
        throw redirect;
      })({ context }),
    ).rejects.toBe(redirect);
  });
});

describe("jsonAction", () => {
  const Schema = z.object({ quantity: z.number().int().min(1, "Quantity must be at least 1") });
  const context = { logger: { error: () => {} } } as never;
  const post = (body: string) => ({
    request: new Request("http://localhost/api/x", { method: "POST", body }),
    params: {},
    context,
  });

  it("answers the parsed input's result as JSON that is never cached", async () => {
    const action = jsonAction(Schema, async ({ quantity }) => ({ doubled: quantity * 2 }));
    const response = await action(post('{"quantity":2}'));
    expect(response.status).toBe(200);
    expect(response.headers.get("Cache-Control")).toBe("no-store");
    expect(await response.json()).toEqual({ doubled: 4 });
  });

  it("refuses a body that is not JSON or breaks the schema with a 400 naming the problem", async () => {
    const action = jsonAction(Schema, async () => ({}));
    expect(await (await action(post("not json"))).json()).toEqual({ error: "The request body must be valid JSON." });
    const refused = await action(post('{"quantity":0}'));
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({
      error: "Quantity must be at least 1",
      fieldErrors: { quantity: "Quantity must be at least 1" },
    });
  });

  it("runs the guard before the body is read and hands its answer to the handler", async () => {
    const refusing = jsonAction(
      Schema,
      async () => {
        throw new DomainError("forbidden", "No.");
      },
      async () => ({}),
    );
    const request = post('{"quantity":1}');
    expect((await refusing(request)).status).toBe(403);
    expect(request.request.bodyUsed).toBe(false);
    const admitting = jsonAction(
      Schema,
      async () => "admin@example.com",
      async (input, _args, actor) => ({ actor, ...input }),
    );
    expect(await (await admitting(post('{"quantity":3}'))).json()).toEqual({ actor: "admin@example.com", quantity: 3 });
  });
});

import { describe, expect, it } from "vitest";

import { SubscribeSchema } from "./subscribers.schema";

describe("mailing list email", () => {
  it("is trimmed", () => {
    expect(SubscribeSchema.parse({ email: "  fan@example.com " }).email).toBe("fan@example.com");
  });

  it("refuses anything that is not an address, or over 255 characters, with SPEC's message", () => {
    for (const email of ["", "fan", "fan@", `${"a".repeat(250)}@example.com`]) {
      const result = SubscribeSchema.safeParse({ email });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe("Please enter a valid email address");
    }
  });
});

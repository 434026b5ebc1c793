import { describe, expect, it } from "vitest";

import { withSecure } from "./secure-cookies";

describe("withSecure", () => {
  it("adds Secure to a cookie without it, once", () => {
    expect(withSecure("shop_flash=abc; Path=/; HttpOnly; SameSite=Lax")).toBe(
      "shop_flash=abc; Path=/; HttpOnly; SameSite=Lax; Secure",
    );
    expect(withSecure("a=1; Path=/; Secure")).toBe("a=1; Path=/; Secure");
    expect(withSecure("a=1; secure; HttpOnly")).toBe("a=1; secure; HttpOnly");
    // a value that merely contains the word is not the attribute
    expect(withSecure("note=secure; Path=/")).toBe("note=secure; Path=/; Secure");
  });
});

import { describe, expect, it } from "vitest";

import { redactUrl } from "./log-redaction";

describe("redactUrl", () => {
  it("hides a reset token, however its name is spelled, and keeps the rest", () => {
    expect(redactUrl("/admin/reset-password?token=abc123")).toBe("/admin/reset-password?token=[redacted]");
    expect(redactUrl("/admin/reset-password?%74oken=abc123&page=2")).toBe(
      "/admin/reset-password?%74oken=[redacted]&page=2",
    );
    expect(redactUrl("/x?resetToken=a&email=jo%40example.com&q=shoes")).toBe(
      "/x?resetToken=[redacted]&email=[redacted]&q=shoes",
    );
  });

  it("hides an invoice link's signature and the token of a review or unsubscribe link", () => {
    expect(redactUrl("/invoice/RH-1001?sig=abc.def&download=1")).toBe("/invoice/RH-1001?sig=[redacted]&download=1");
    expect(redactUrl("/review/Zm9vYmFyYmF6")).toBe("/review/[redacted]");
    expect(redactUrl("/review/Zm9vYmFyYmF6.data?_routes=routes%2Freview")).toBe(
      "/review/[redacted].data?_routes=routes%2Freview",
    );
    expect(redactUrl("https://shop.example/back-in-stock/unsubscribe/c2VjcmV0")).toBe(
      "https://shop.example/back-in-stock/unsubscribe/[redacted]",
    );
  });

  it("leaves addresses without sensitive parameters as they are", () => {
    expect(redactUrl("/product/r36-ultra")).toBe("/product/r36-ultra");
    expect(redactUrl("/admin/dashboard/products?search=x&page=%E0")).toBe(
      "/admin/dashboard/products?search=x&page=%E0",
    );
    expect(redactUrl("/?%E0%A4%A=1")).toBe("/?%E0%A4%A=1");
  });
});

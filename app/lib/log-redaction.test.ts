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

  it("leaves addresses without sensitive parameters as they are", () => {
    expect(redactUrl("/product/r36-ultra")).toBe("/product/r36-ultra");
    expect(redactUrl("/admin/dashboard/products?search=x&page=%E0")).toBe(
      "/admin/dashboard/products?search=x&page=%E0",
    );
    expect(redactUrl("/?%E0%A4%A=1")).toBe("/?%E0%A4%A=1");
  });
});

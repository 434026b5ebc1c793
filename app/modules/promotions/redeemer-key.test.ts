import { describe, expect, it } from "vitest";

import { redeemerKey } from "./redeemer-key";

describe("redeemerKey", () => {
  it("is one key per mailbox: case, plus-tags, and Gmail's dots and second domain", () => {
    expect(redeemerKey(" Dup@Example.com ")).toBe("dup@example.com");
    expect(redeemerKey("dup+1@example.com")).toBe("dup@example.com");
    expect(redeemerKey("dup+a+b@example.com")).toBe("dup@example.com");
    expect(redeemerKey("D.u.p+x@gmail.com")).toBe("dup@gmail.com");
    expect(redeemerKey("d.up@googlemail.com")).toBe("dup@gmail.com");
  });

  it("keeps dots outside Gmail, and an address that is only a tag as it is", () => {
    expect(redeemerKey("first.last@example.com")).toBe("first.last@example.com");
    expect(redeemerKey("+tag@example.com")).toBe("+tag@example.com");
  });
});

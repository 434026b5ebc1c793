import { describe, expect, it } from "vitest";

import { containsPattern } from "./like-pattern";

describe("containsPattern", () => {
  it("matches the term anywhere in the text", () => {
    expect(containsPattern("r36")).toBe("%r36%");
  });

  it("takes the pattern characters a shopper or an operator types literally", () => {
    expect(containsPattern("50%_off\\")).toBe("%50\\%\\_off\\\\%");
  });
});

import { describe, it } from "vitest";

import { expectReadings } from "../../../tests/support/readings";
import { redeemerKey } from "./redeemer-key";

describe("redeemerKey", () => {
  it("is one key per mailbox: case, plus-tags, and Gmail's dots and second domain", () => {
    expectReadings(redeemerKey, {
      " Dup@Example.com ": "dup@example.com",
      "dup+1@example.com": "dup@example.com",
      "dup+a+b@example.com": "dup@example.com",
      "D.u.p+x@gmail.com": "dup@gmail.com",
      "d.up@googlemail.com": "dup@gmail.com",
    });
  });

  it("keeps dots outside Gmail, and an address that is only a tag as it is", () => {
    expectReadings(redeemerKey, {
      "first.last@example.com": "first.last@example.com",
      "+tag@example.com": "+tag@example.com",
    });
  });
});

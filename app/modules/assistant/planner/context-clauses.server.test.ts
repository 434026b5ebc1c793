import { describe, expect, it } from "vitest";

import { arrivedDamaged, countForLowStock, withoutDescribedStatus } from "./context-clauses.server";

describe("words that say how things stand", () => {
  it("takes out a status said of how a record stands now", () => {
    for (const text of [
      "the controller's in draft - publish it",
      "the wired controller has been sitting in draft for ages",
      "that controller we've got in draft, put it live",
      "the dock is still in draft",
    ])
      expect(withoutDescribedStatus(text)).not.toMatch(/\bdraft\b/);
  });

  it("keeps a status asked for", () => {
    for (const text of ["put the controller in draft", "set the dock to draft", "draft the x55", "make it a draft"])
      expect(withoutDescribedStatus(text)).toBe(text);
  });

  it("reads a parcel that arrived damaged as a complaint, and one that arrived as delivered", () => {
    expect(arrivedDamaged("the carry case in his order arrived cracked")).toBe(true);
    expect(arrivedDamaged("it arrived in bits")).toBe(true);
    expect(arrivedDamaged("aisha's parcel arrived")).toBe(false);
    expect(arrivedDamaged("both consoles arrived safely on friday")).toBe(false);
  });
});

describe("a count said beside low stock", () => {
  it("is units when no money is said", () => {
    expect(countForLowStock("the ultra is low, add 10 to it")).toBe(true);
    expect(countForLowStock("the ultra's running low, give it another 12")).toBe(true);
  });

  it("is not read as units when money is said, or when nothing is low", () => {
    expect(countForLowStock("the ultra is low, put it up a tenner")).toBe(false);
    expect(countForLowStock("stock is low so raise the price by £5")).toBe(false);
    expect(countForLowStock("add 10 to the ultra")).toBe(false);
  });
});

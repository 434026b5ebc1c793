import { describe, it } from "vitest";

import { allRead, expectReadings, expectUnchanged } from "../../../../tests/support/readings";
import { arrivedDamaged, countForLowStock, withoutDescribedStatus } from "./context-clauses.server";

describe("words that say how things stand", () => {
  it("takes out a status said of how a record stands now", () =>
    expectReadings(
      (text) => /\bdraft\b/.test(withoutDescribedStatus(text)),
      allRead(
        [
          "the controller's in draft - publish it",
          "the wired controller has been sitting in draft for ages",
          "that controller we've got in draft, put it live",
          "the dock is still in draft",
        ],
        false,
      ),
    ));

  it("keeps a status asked for", () =>
    expectUnchanged(withoutDescribedStatus, [
      "put the controller in draft",
      "set the dock to draft",
      "draft the x55",
      "make it a draft",
    ]));

  it("reads a parcel that arrived damaged as a complaint, and one that arrived as delivered", () =>
    expectReadings(arrivedDamaged, {
      "the carry case in his order arrived cracked": true,
      "it arrived in bits": true,
      "aisha's parcel arrived": false,
      "both consoles arrived safely on friday": false,
    }));
});

describe("a count said beside low stock", () => {
  it("is units when no money is said", () =>
    expectReadings(countForLowStock, {
      "the ultra is low, add 10 to it": true,
      "the ultra's running low, give it another 12": true,
    }));

  it("is not read as units when money is said, or when nothing is low", () =>
    expectReadings(countForLowStock, {
      "the ultra is low, put it up a tenner": false,
      "stock is low so raise the price by £5": false,
      "add 10 to the ultra": false,
    }));
});

// An order's status, parcel or refund said the short way an owner types it between jobs: the status concluded after
// what is happening ("…so processing"), a reason after the status, "the pending ones", "everything pending", a
// parcel that is not tracked, "every penny" and "the lot" back; and "minus three" taken off as "minus 3" is.
import { describe, expect, it } from "vitest";

import { callsOf, changesOf, itPlans } from "../../../../tests/support/planner-plan";
import { allRead } from "../../../../tests/support/readings";

const CALLUM = "RH-6D1L8S5Y0E";
const PRIYA = "RH-4F7K2M9Q1A";
const TOM = "RH-8T3N6P2W5C";
const status = (orderNumber: string, next: string) => ({
  name: "update_order",
  arguments: { orderNumber, status: next },
});

describe("a status said briefly of a named order", () => {
  itPlans(callsOf, {
    "the status concluded after what is happening to the order": allRead(
      ["boxing up priya's this morning so processing", "priyas is being wrapped now, so that's processing"],
      [status(PRIYA, "processing")],
    ),
    "a reason after the status is no part of the change": {
      "tom back to pending, it's missing a cable": [status(TOM, "pending")],
      "callum to processing, because he paid by card": [status(CALLUM, "processing")],
    },
  });
  itPlans(changesOf, {
    "proposes nothing for a question, or a reason with no status before it": allRead(
      ["priya's order, it's not shipped yet", "is everything pending"],
      [],
    ),
  });
});

describe("orders picked out by their status", () => {
  itPlans(callsOf, {
    "'the <status> one' is that order and 'the <status> ones' are those orders": {
      "the processing one's been delivered by hand": [status(TOM, "delivered")],
      "the pending ones can go to processing": [status(CALLUM, "processing"), status(PRIYA, "processing")],
    },
    "'everything pending' is every pending order": {
      "put everything pending into processing": [status(CALLUM, "processing"), status(PRIYA, "processing")],
    },
  });

  it("'everything shipped' says what happened and selects no orders to change", async () =>
    expect(await changesOf("has everything shipped")).toEqual([]));
});

describe("a parcel sent with no tracking number", () => {
  itPlans(callsOf, {
    "ships with the carrier and no number when none was given": allRead(
      ["sent priya's with evri but didn't get a tracking number", "evri, priyas, not tracked"],
      [{ name: "update_order", arguments: { orderNumber: PRIYA, status: "shipped", carrier: "evri" } }],
    ),
  });

  it("asks for the number when it is still to come", async () =>
    expect(await changesOf("sent priya's with evri, didn't get a tracking number yet")).toEqual([]));
});

describe("all of a customer's money back", () => {
  itPlans(callsOf, {
    "'every penny' and 'the lot' refund the order in full": allRead(
      ["tom wants every penny back", "tom's asking for all his money back", "refund tom the lot"],
      [{ name: "refund_order", arguments: { orderNumber: TOM, full: true } }],
    ),
    "half of a customer's money back, the possessive typed without its apostrophe": {
      "half of toms money back": [{ name: "refund_order", arguments: { orderNumber: TOM, amount: "66.49" } }],
    },
  });
  itPlans(changesOf, {
    "moves no money when no order is named or 'half of them' is stock": allRead(
      ["refund the lot", "put half of them back"],
      [],
    ),
  });
});

describe("minus a number said in words", () => {
  it("takes it off as the figure would be", async () =>
    expect(await callsOf("x55 stock minus three")).toEqual(await callsOf("x55 stock minus 3")));
});

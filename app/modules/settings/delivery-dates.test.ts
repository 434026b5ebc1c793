import { describe, expect, it } from "vitest";

import { expectReadings } from "../../../tests/support/readings";
import {
  deliveryCalendar,
  deliveryEstimate,
  dispatchDay,
  formatDeliveryRange,
  nextEstimateChange,
  orderByLine,
  orderDelivery,
  type DeliveryCalendar,
  type DeliveryMethodName,
} from "./delivery-dates";
import { DEFAULT_SETTINGS } from "./settings-defaults";
import { regionForPostcode, UK_BANK_HOLIDAYS, type UkRegion } from "./uk-bank-holidays";

const shop: DeliveryCalendar = deliveryCalendar(DEFAULT_SETTINGS);
const range = (at: string, method: DeliveryMethodName, calendar = shop, region?: UkRegion) => {
  const estimate = deliveryEstimate(new Date(at), method, calendar, region);
  return estimate ? formatDeliveryRange(estimate) : null;
};

describe("delivery calculator", () => {
  it("dispatches the same day before the UK cut-off on a dispatch day, else the next dispatch day", () => {
    const day = (at: string) => dispatchDay(new Date(at), shop)?.day;
    // Thursday 26 November 2026 (GMT)
    expectReadings(day, {
      "2026-11-26T13:59:00Z": "2026-11-26",
      "2026-11-26T14:00:00Z": "2026-11-27",
      // Friday afternoon and Saturday go out on Monday
      "2026-11-27T15:00:00Z": "2026-11-30",
      "2026-11-28T09:00:00Z": "2026-11-30",
    });
  });

  it("counts each method's working days from settings after dispatch", () => {
    expect(range("2026-11-26T10:00:00Z", "standard")).toBe("Tue 1 – Thu 3 Dec");
    expect(range("2026-11-26T10:00:00Z", "express")).toBe("Fri 27 – Mon 30 Nov");
    const slower = deliveryCalendar({ ...DEFAULT_SETTINGS, expressDeliveryMinDays: 2, expressDeliveryMaxDays: 2 });
    expect(range("2026-11-26T10:00:00Z", "express", slower)).toBe("Mon 30 Nov");
  });

  it("gives a Saturday-night Express order and a Standard one different dates", () => {
    // both leave on Monday 30 November
    expect(range("2026-11-28T22:00:00Z", "express")).toBe("Tue 1 – Wed 2 Dec");
    expect(range("2026-11-28T22:00:00Z", "standard")).toBe("Thu 3 – Mon 7 Dec");
  });

  it("reads the cut-off in UK time across the clock changes", () => {
    const day = (at: string) => dispatchDay(new Date(at), shop)?.day;
    // Friday 27 March 2026 is GMT: 13:30 UTC is before 2pm
    expectReadings(day, {
      "2026-03-27T13:30:00Z": "2026-03-27",
      // Monday 30 March is BST: 13:30 UTC is 14:30 in London
      "2026-03-30T13:30:00Z": "2026-03-31",
    });
    // Sunday 7 June 23:30 UTC is already Monday 00:30 in London: 13 h 30 min to the cut-off
    const monday = deliveryEstimate(new Date("2026-06-07T23:30:00Z"), "standard", shop);
    expect([monday?.dispatch, monday?.minutesToCutoff]).toEqual(["2026-06-08", 810]);
    // Saturday 31 October after the clocks went back: 23:30 UTC is 23:30 in London, still Saturday
    expect(day("2026-10-31T23:30:00Z")).toBe("2026-11-02");
  });

  it("neither dispatches nor delivers on bank holidays", () => {
    // Christmas Eve 2026: Christmas Day, the Boxing Day substitute (Mon 28) and New Year's Day are skipped
    expect(range("2026-12-24T10:00:00Z", "express")).toBe("Tue 29 – Wed 30 Dec");
    expect(range("2026-12-24T10:00:00Z", "standard")).toBe("Thu 31 Dec – Tue 5 Jan");
    // Thursday before Easter 2027 after the cut-off: Good Friday and Easter Monday pass, it leaves Tuesday
    expect(dispatchDay(new Date("2027-03-25T15:00:00Z"), shop)?.day).toBe("2027-03-30");
  });

  it("waits for the destination nation's bank holidays", () => {
    // St Andrew's Day (Monday 30 November 2026) is a holiday in Scotland only
    expect(range("2026-11-27T10:00:00Z", "express")).toBe("Mon 30 Nov – Tue 1 Dec");
    expect(range("2026-11-27T10:00:00Z", "express", shop, regionForPostcode("EH1 1YZ"))).toBe("Tue 1 – Wed 2 Dec");
    // the Battle of the Boyne's substitute (Monday 13 July 2026) in Northern Ireland
    expect(range("2026-07-10T10:00:00Z", "express", shop, "northern-ireland")).toBe("Tue 14 – Wed 15 Jul");
    expect(range("2026-07-10T10:00:00Z", "express", shop)).toBe("Mon 13 – Tue 14 Jul");
    expect([regionForPostcode("BT7 1NN"), regionForPostcode("G1 1AA"), regionForPostcode("GU1 1AA")]).toEqual([
      "northern-ireland",
      "scotland",
      "england-and-wales",
    ]);
  });

  it("skips the shop's own closed days", () => {
    const closed = deliveryCalendar({ ...DEFAULT_SETTINGS, closedDates: ["2026-11-30"] });
    expect(dispatchDay(new Date("2026-11-28T22:00:00Z"), closed)?.day).toBe("2026-12-01");
    expect(range("2026-11-28T22:00:00Z", "express", closed)).toBe("Wed 2 – Thu 3 Dec");
  });

  it("says nothing when the dates cannot be known", () => {
    expect(range("2026-11-26T10:00:00Z", "standard", { ...shop, dispatchDays: [] })).toBeNull();
    // past the last year of bank holidays shipped
    expect(range("2030-12-30T10:00:00Z", "standard")).toBeNull();
    expect(UK_BANK_HOLIDAYS["england-and-wales"].filter((d) => d.startsWith("2030"))).toHaveLength(8);
  });

  it("writes ranges as a shopper reads them", () => {
    expect(formatDeliveryRange({ earliest: "2026-12-01", latest: "2026-12-03" })).toBe("Tue 1 – Thu 3 Dec");
    expect(formatDeliveryRange({ earliest: "2026-11-30", latest: "2026-12-02" })).toBe("Mon 30 Nov – Wed 2 Dec");
    expect(formatDeliveryRange({ earliest: "2026-12-02", latest: "2026-12-02" })).toBe("Wed 2 Dec");
  });

  it("counts down to the cut-off in the browser, and names the cut-off in a cached page", () => {
    const at = new Date("2026-11-26T10:40:00Z");
    const estimate = deliveryEstimate(at, "standard", shop)!;
    expect(orderByLine(estimate, shop, true)).toBe("Order within 3 h 20 min for delivery Tue 1 – Thu 3 Dec");
    expect(orderByLine(estimate, shop, false)).toBe("Order by 2pm today for delivery Tue 1 – Thu 3 Dec");
    const saturday = deliveryEstimate(new Date("2026-11-28T22:00:00Z"), "standard", shop)!;
    expect(orderByLine(saturday, shop, true)).toBe("Order now for delivery Thu 3 – Mon 7 Dec");
  });

  it("knows when a page of estimates goes stale: at the cut-off or UK midnight", () => {
    const next = (at: string) => nextEstimateChange(new Date(at), shop).toISOString();
    expectReadings(next, {
      "2026-11-26T10:00:30Z": "2026-11-26T14:00:00.000Z",
      "2026-11-26T15:00:00Z": "2026-11-27T00:00:00.000Z",
      // BST: the cut-off is 13:00 UTC and midnight 23:00 UTC
      "2026-07-01T10:00:00Z": "2026-07-01T13:00:00.000Z",
      "2026-07-01T15:00:00Z": "2026-07-01T23:00:00.000Z",
      // the night the clocks go forward (Sunday 29 March 2026 is 23 hours long): 2pm that day is BST
      "2026-03-29T00:30:00Z": "2026-03-29T13:00:00.000Z",
      "2026-03-29T15:00:00Z": "2026-03-29T23:00:00.000Z",
      // and back (Sunday 25 October, 25 hours): midnight is GMT again
      "2026-10-25T15:00:00Z": "2026-10-26T00:00:00.000Z",
      // from before the clocks went back (23:30 UTC is 00:30 BST): that day's 2pm GMT, not an hour short of it
      "2026-10-24T23:30:00Z": "2026-10-25T14:00:00.000Z",
    });
  });

  it("names an order's method and its promised dates", () => {
    const order = { orderDate: "2026-11-28T22:00:00Z", shippingMethod: "express", postcode: "SW1A 1AA" };
    expect(orderDelivery(order, shop)).toEqual({ method: "Express delivery", estimate: "Tue 1 – Wed 2 Dec" });
    expect(orderDelivery({ ...order, shippingMethod: "standard" }, shop).method).toBe("Standard delivery");
  });
});

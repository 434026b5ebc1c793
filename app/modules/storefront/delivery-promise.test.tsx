import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import {
  DELIVERY_METHOD_LABELS,
  deliveryCalendar,
  deliveryEstimate,
  formatDeliveryRange,
  orderByLine,
} from "~/modules/settings/delivery-dates";
import { DEFAULT_SETTINGS } from "~/modules/settings/settings-defaults";

import { deliveryLines, DeliveryPromise, type DeliveryPromiseData } from "./delivery-promise";
import { deliveryPeriods, productDelivery } from "./delivery-promise.server";

const calendar = deliveryCalendar(DEFAULT_SETTINGS);
const fees = { standard: 499, express: 999 };
const promiseAt = (renderedAt: string, shop = calendar): DeliveryPromiseData => ({
  renderedAt: new Date(renderedAt).getTime(),
  periods: deliveryPeriods(shop, fees, new Date(renderedAt)),
  fallback: "Order by 2pm (UK time), Monday to Friday, and we dispatch the same day.",
});

// The product page's delivery lines as the server renders them into the cached page (no effects run).
const rendered = (renderedAt: string) =>
  renderToStaticMarkup(<DeliveryPromise promise={promiseAt(renderedAt)} />).replace(/<[^>]+>/g, " ");

describe("the product page's delivery promise", () => {
  it("names today's cut-off and each method's dates and cost before the cut-off", () => {
    const text = rendered("2026-11-26T10:00:00Z");
    expect(text).toContain("Order by 2pm today for delivery Tue 1 – Thu 3 Dec");
    expect(text).toMatch(/Standard delivery\s+\(£4\.99\):\s+Tue 1 – Thu 3 Dec/);
    expect(text).toMatch(/Express delivery\s+\(£9\.99\):\s+Fri 27 – Mon 30 Nov/);
  });

  it("never promises same-day dispatch on a Saturday night", () => {
    const text = rendered("2026-11-28T22:00:00Z");
    expect(text).toContain("Order now for delivery Thu 3 – Mon 7 Dec");
    expect(text).not.toContain("dispatch the same day");
    expect(text).not.toContain("today");
  });

  it("falls back to the dispatch sentence only when no dates can be known", () => {
    expect(rendered("2030-12-30T10:00:00Z")).toContain("and we dispatch the same day.");
  });

  it("says in the browser, at every moment of the days ahead, what the calculator says then", () => {
    // a week with a clock change (Sunday 25 October) and one with two bank holidays (Christmas)
    for (const start of ["2026-10-21T09:07:30Z", "2026-12-21T15:59:00Z"]) {
      const promise = promiseAt(start);
      const differ: string[] = [];
      for (let at = promise.renderedAt; at < promise.renderedAt + 7 * 86_400_000; at += 7 * 60_000 + 13_000) {
        const [standard, express] = (["standard", "express"] as const).map((m) =>
          deliveryEstimate(new Date(at), m, calendar),
        );
        const expected = {
          line: orderByLine(standard!, calendar, true),
          methods: [
            `${DELIVERY_METHOD_LABELS.standard} (£4.99): ${formatDeliveryRange(standard!)}`,
            `${DELIVERY_METHOD_LABELS.express} (£9.99): ${formatDeliveryRange(express!)}`,
          ],
        };
        if (JSON.stringify(deliveryLines(promise, at)) !== JSON.stringify(expected))
          differ.push(new Date(at).toISOString());
      }
      expect(differ).toEqual([]);
    }
  });

  it("counts down to the cut-off in the browser, and moves on to the next dates once it passes", () => {
    const promise = promiseAt("2026-11-26T10:00:00Z");
    expect(deliveryLines(promise, null)?.line).toBe("Order by 2pm today for delivery Tue 1 – Thu 3 Dec");
    expect(deliveryLines(promise, Date.parse("2026-11-26T10:40:59Z"))?.line).toBe(
      "Order within 3 h 20 min for delivery Tue 1 – Thu 3 Dec",
    );
    expect(deliveryLines(promise, Date.parse("2026-11-26T14:00:00Z"))?.line).toBe(
      "Order now for delivery Wed 2 – Fri 4 Dec",
    );
  });

  it("renders, at every moment of a week and after a settings change, what a fresh calculation says", () => {
    const later = { ...DEFAULT_SETTINGS, dispatchCutoff: "16:00" };
    const differ: string[] = [];
    const start = Date.parse("2026-10-21T09:07:30Z"); // a clock change on the Sunday
    for (let at = start; at < start + 7 * 86_400_000; at += 47 * 60_000 + 11_000) {
      for (const shop of [DEFAULT_SETTINGS, later, DEFAULT_SETTINGS]) {
        const { promise } = productDelivery(shop, 2999, new Date(at));
        const fresh = deliveryPeriods(deliveryCalendar(shop), fees, new Date(at));
        if (JSON.stringify(promise.periods) !== JSON.stringify(fresh))
          differ.push(`${shop.dispatchCutoff} ${new Date(at).toISOString()}`);
      }
    }
    expect(differ).toEqual([]);
  });

  it("falls back to the dispatch sentence past the last period the page carries", () => {
    const promise = promiseAt("2026-11-26T10:00:00Z");
    expect(deliveryLines(promise, promise.renderedAt + 9 * 86_400_000)).toBeNull();
  });
});

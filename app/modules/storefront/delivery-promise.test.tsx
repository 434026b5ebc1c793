import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { deliveryCalendar } from "~/modules/settings/delivery-dates";
import { DEFAULT_SETTINGS } from "~/modules/settings/settings-defaults";

import { DeliveryPromise, type DeliveryPromiseData } from "./delivery-promise";

// The product page's delivery lines as the server renders them into the cached page (no effects run).
const rendered = (renderedAt: string, calendar = deliveryCalendar(DEFAULT_SETTINGS)) => {
  const promise: DeliveryPromiseData = {
    calendar,
    renderedAt,
    fees: { standard: 499, express: 999 },
    fallback: "Order by 2pm (UK time), Monday to Friday, and we dispatch the same day.",
  };
  return renderToStaticMarkup(<DeliveryPromise promise={promise} />).replace(/<[^>]+>/g, " ");
};

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
});

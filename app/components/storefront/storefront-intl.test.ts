import { afterEach, describe, expect, it, vi } from "vitest";

// A storefront page's load makes no Intl formatter (docs/decisions/010): the first one a page makes loads the
// browser's locale data inside a long task. Prices, the reviews' dates and the footer's year are what the
// storefront's first screens write.
describe("the storefront's load", () => {
  afterEach(() => vi.restoreAllMocks());

  it("makes no Intl formatter for its modules, its prices, its reviews' dates or its footer's year", async () => {
    vi.resetModules();
    const numberFormat = vi.spyOn(Intl, "NumberFormat");
    const dateTimeFormat = vi.spyOn(Intl, "DateTimeFormat");
    const { formatPrice } = await import("~/lib/money");
    const { formatMediumDateGB } = await import("~/lib/medium-date");
    const { withCurrentYear } = await import("./site-footer");
    expect(formatPrice(129_999)).toBe("£1,299.99");
    expect(formatMediumDateGB("2026-07-01T23:30:00Z")).toBe("2 Jul 2026");
    expect(withCurrentYear("© Shop", new Date("2026-11-27T12:00:00Z"))).toBe("© 2026 Shop");
    expect(numberFormat).not.toHaveBeenCalled();
    expect(dateTimeFormat).not.toHaveBeenCalled();
  });
});

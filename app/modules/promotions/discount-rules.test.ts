import { describe, expect, it } from "vitest";

import { applyCode, bundlePrice, codeStatus, shareOut, type CodeRule } from "./discount-rules";

const now = new Date("2026-11-27T12:00:00Z");
const rule = (over: Partial<CodeRule> = {}): CodeRule => ({
  code: "SAVE",
  kind: "percentage",
  value: 10,
  minimumSpend: 0,
  startsAt: new Date("2026-11-01T00:00:00Z"),
  endsAt: null,
  usageLimit: null,
  uses: 0,
  endedAt: null,
  appliesTo: "everything",
  items: [],
  ...over,
});
const consoleLine = { itemType: "product" as const, itemId: "p1", price: 6000, quantity: 1 };
const caseLine = { itemType: "addon" as const, itemId: "a1", price: 1999, quantity: 2 };

describe("discount codes", () => {
  it("is scheduled before its start, live until its end or until ended, then ended", () => {
    expect(codeStatus(rule({ startsAt: new Date("2026-12-01T00:00:00Z") }), now)).toBe("scheduled");
    expect(codeStatus(rule(), now)).toBe("live");
    expect(codeStatus(rule({ endsAt: now }), now)).toBe("ended");
    expect(codeStatus(rule({ endedAt: new Date("2026-11-20T00:00:00Z") }), now)).toBe("ended");
  });

  it("takes a percentage of what it applies to, shared over those lines to the penny", () => {
    const applied = applyCode(rule({ appliesTo: "addons", value: 15 }), [consoleLine, caseLine], now);
    expect(applied).toEqual({ code: "SAVE", amount: 600, freeDelivery: false, shares: [0, 600] });
    const all = applyCode(rule({ value: 10 }), [consoleLine, caseLine], now)!;
    expect(all.amount).toBe(1000);
    expect(all.shares.reduce((a, b) => a + b, 0)).toBe(1000);
  });

  it("never takes an amount off beyond what it applies to", () => {
    expect(applyCode(rule({ kind: "amount", value: 9000 }), [consoleLine], now)?.amount).toBe(6000);
  });

  it("does not apply when used up, used by the address, below its minimum spend or covering nothing", () => {
    expect(applyCode(rule({ usageLimit: 3, uses: 3 }), [consoleLine], now)).toBeNull();
    expect(applyCode(rule(), [consoleLine], now, true)).toBeNull();
    expect(applyCode(rule({ minimumSpend: 6001 }), [consoleLine], now)).toBeNull();
    expect(
      applyCode(rule({ appliesTo: "items", items: [{ kind: "addon", id: "zz" }] }), [consoleLine], now),
    ).toBeNull();
  });

  it("shares out by largest remainder", () => {
    expect(shareOut(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(shareOut(0, [5, 5])).toEqual([0, 0]);
  });

  it("prices an add-on bought with a console at its percentage off, to the penny", () => {
    expect(bundlePrice(1999, 10)).toBe(1799);
  });
});

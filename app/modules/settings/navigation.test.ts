import { describe, expect, it } from "vitest";

import { navigationItems, showTrackingInFooter } from "./navigation";

const home = { label: "Home", path: "/" };
const consoles = { label: "Consoles", path: "/#products" };
const support = { label: "Support", path: "/support" };
const on = { trackingPageEnabled: true, showTrackingInNav: true };

describe("navigation with Track Order", () => {
  it("inserts Track Order before the last item", () => {
    expect(navigationItems([home, consoles, support], on).map((i) => i.label)).toEqual([
      "Home",
      "Consoles",
      "Track Order",
      "Support",
    ]);
  });

  it("appends it with fewer than two items", () => {
    expect(navigationItems([home], on).map((i) => i.label)).toEqual(["Home", "Track Order"]);
    expect(navigationItems([], on).map((i) => i.label)).toEqual(["Track Order"]);
  });

  it("never adds a second track item", () => {
    const items = [home, { label: "Where is my order?", path: "/track-order" }, support];
    expect(navigationItems(items, on)).toEqual(items);
  });

  it("leaves it out when tracking is off or the nav option is off", () => {
    expect(navigationItems([home, consoles, support], { ...on, showTrackingInNav: false })).toHaveLength(3);
    expect(
      navigationItems([home, { label: "Track", path: "/track-order" }], { ...on, trackingPageEnabled: false }),
    ).toEqual([home]);
  });

  it("shows the footer link only with tracking on and the footer option on", () => {
    expect(showTrackingInFooter({ trackingPageEnabled: true, showTrackingInFooter: true })).toBe(true);
    expect(showTrackingInFooter({ trackingPageEnabled: true, showTrackingInFooter: false })).toBe(false);
    expect(showTrackingInFooter({ trackingPageEnabled: false, showTrackingInFooter: true })).toBe(false);
  });
});

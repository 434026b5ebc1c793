import { describe, expect, it } from "vitest";

import { shellSettingsOf, siteNameOf } from "./use-settings";

describe("the shell settings in a route's meta", () => {
  const root = { id: "root", data: { settings: { siteName: "Pocket Arcade", freeDeliveryThreshold: 4000 } } };

  it("are the root route's, found by its id", () => {
    const matches = [root, { id: "routes/storefront-layout", data: undefined }, { id: "routes/product", data: {} }];
    expect(shellSettingsOf(matches)).toMatchObject({ freeDeliveryThreshold: 4000 });
    expect(siteNameOf(matches)).toBe("Pocket Arcade");
  });

  it("fall back to the default shop name when the root loader failed", () => {
    expect(shellSettingsOf([{ id: "root", data: undefined }])).toBeUndefined();
    expect(siteNameOf([{ id: "root", data: undefined }, undefined])).toBe("Retro Handhelds");
  });
});

import { describe, expect, it } from "vitest";

import { withCurrentYear } from "./site-footer";

describe("footer year", () => {
  const now = new Date("2026-11-26T12:00:00Z");
  it("comes from the date, whatever year was typed in", () => {
    expect(withCurrentYear("© Retro Handhelds. All rights reserved.", now)).toBe(
      "© 2026 Retro Handhelds. All rights reserved.",
    );
    expect(withCurrentYear("© 2025 Retro Handhelds.", now)).toBe("© 2026 Retro Handhelds.");
    expect(withCurrentYear("Retro Handhelds.", now)).toBe("© 2026 Retro Handhelds.");
  });

  it("turns with the UK's new year", () => {
    expect(withCurrentYear("© Shop", new Date("2026-12-31T23:59:59Z"))).toBe("© 2026 Shop");
    expect(withCurrentYear("© Shop", new Date("2027-01-01T00:00:00Z"))).toBe("© 2027 Shop");
  });
});

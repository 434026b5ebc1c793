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
});

import { describe, expect, it } from "vitest";

import { ConfigError, publicOrigin, readConfig } from "./env.server";

describe("readConfig", () => {
  it("applies the documented defaults", () => {
    const config = readConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe("./data");
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.TRACK17_API_BASE).toBe("https://api.17track.net/track/v2.2");
    expect(publicOrigin(config)).toBe("http://localhost:3000");
  });

  it("stops with a message naming the variable that is wrong", () => {
    expect(() => readConfig({ PORT: "eighty" })).toThrow(ConfigError);
    expect(() => readConfig({ PORT: "eighty" })).toThrow(/PORT/);
    expect(() => readConfig({ DATABASE_URL: "not a url" })).toThrow(/DATABASE_URL/);
  });

  it("has the page cache on unless PAGE_CACHE=off, and refuses anything else", () => {
    expect(readConfig({}).PAGE_CACHE).toBe("on");
    expect(readConfig({ PAGE_CACHE: "off" }).PAGE_CACHE).toBe("off");
    expect(() => readConfig({ PAGE_CACHE: "sometimes" })).toThrow(/PAGE_CACHE/);
  });

  it("treats empty optional values as unset", () => {
    expect(readConfig({ STRIPE_SECRET_KEY: "  ", DATABASE_URL: "" }).STRIPE_SECRET_KEY).toBeUndefined();
  });
});

import express from "express";
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

describe("TRUST_PROXY", () => {
  /** The address Express gives a request that passed `hops` proxies, under the configured setting. */
  async function clientIp(setting: string, forwardedFor: string) {
    const app = express();
    app.set("trust proxy", readConfig({ TRUST_PROXY: setting }).TRUST_PROXY);
    app.get("/", (req, res) => res.send(req.ip));
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      const { port } = server.address() as { port: number };
      const response = await fetch(`http://127.0.0.1:${port}/`, { headers: { "X-Forwarded-For": forwardedFor } });
      return await response.text();
    } finally {
      server.close();
    }
  }

  it("trusts only the configured proxy hops, so a client cannot choose its own address", async () => {
    // the client wrote 6.6.6.6; the one proxy in front appended the address it saw
    expect(await clientIp("true", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(await clientIp("1", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(await clientIp("2", "6.6.6.6, 203.0.113.9, 10.0.0.2")).toBe("203.0.113.9");
    expect(await clientIp("loopback, 10.0.0.0/8", "6.6.6.6, 203.0.113.9")).toBe("203.0.113.9");
    expect(await clientIp("false", "6.6.6.6")).toBe("127.0.0.1");
  });

  it("refuses a setting that is neither a hop count nor addresses", () => {
    expect(() => readConfig({ TRUST_PROXY: "everyone" })).toThrow(/TRUST_PROXY/);
  });
});

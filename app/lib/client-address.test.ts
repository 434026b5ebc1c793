import { describe, expect, it } from "vitest";

import { clientKey } from "./client-address";

describe("the key a client is counted under", () => {
  it("keeps an IPv4 address whole, also written as IPv4-mapped IPv6", () => {
    expect(clientKey("203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("::ffff:203.0.113.9")).toBe("203.0.113.9");
    expect(clientKey("203.0.113.10")).not.toBe(clientKey("203.0.113.9"));
  });

  it("counts every address of one IPv6 /64 as one client, however it is written", () => {
    const key = clientKey("2001:db8:1:2::1");
    expect(clientKey("2001:db8:1:2:ffff:ab:cd:ef")).toBe(key);
    expect(clientKey("2001:0DB8:0001:0002:0:0:0:9")).toBe(key);
    expect(clientKey("2001:db8:1:2::1%eth0")).toBe(key);
    expect(clientKey("2001:db8:1:3::1")).not.toBe(key);
  });

  it("takes a shorter or longer prefix when configured", () => {
    expect(clientKey("2001:db8:1:2::1", 48)).toBe(clientKey("2001:db8:1:ff::1", 48));
    expect(clientKey("2001:db8:1:2::1", 56)).not.toBe(clientKey("2001:db8:1:1ff::1", 56));
    expect(clientKey("2001:db8::1", 128)).not.toBe(clientKey("2001:db8::2", 128));
  });

  it("passes anything that is not an address through", () => {
    expect(clientKey(undefined)).toBe("unknown");
    expect(clientKey("unknown")).toBe("unknown");
  });
});

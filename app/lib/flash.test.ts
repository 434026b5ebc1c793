import { describe, expect, it } from "vitest";

import { flashCookie, readFlash } from "./flash.server";

const requestWith = (setCookie: string) =>
  new Request("http://localhost/", { headers: { Cookie: setCookie.split(";")[0] } });

describe("flash toast cookie", () => {
  it("carries a toast to the next page once, and spends it", async () => {
    const config = { SESSION_SECRET: "one secret" };
    const set = await flashCookie(config, { kind: "success", title: "Logged out" });
    expect(set).toMatch(/^shop_flash=.*HttpOnly.*SameSite=Lax/);
    const read = await readFlash(config, requestWith(set));
    expect(read.message).toEqual({ kind: "success", title: "Logged out" });
    expect(read.clear).toMatch(/^shop_flash=;.*Expires=Thu, 01 Jan 1970/);
  });

  it("ignores a toast signed with another secret (another shop, or a forged cookie)", async () => {
    const set = await flashCookie({ SESSION_SECRET: "theirs" }, { kind: "success", title: "Welcome back!" });
    expect((await readFlash({ SESSION_SECRET: "ours" }, requestWith(set))).message).toBeNull();
  });
});

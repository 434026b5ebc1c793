// The login's limits on failed attempts, per email and per address.
import { describe, expect, it, onTestFinished } from "vitest";

import { LIMITS } from "~/lib/rate-limit.server";
import { createAdmin } from "~/modules/auth/auth.server";
import { setHashCostForTests } from "~/modules/auth/passwords.server";

import { loginPage } from "../support/login-page";
import { setTestHashCost } from "../support/password-cost";
import { freshIp } from "../support/route-context";
import { testDb } from "../support/test-db";

const { db } = await testDb();
const logIn = loginPage(db);

describe("login limits", () => {
  it(
    "never locks the owner out: after failures from many addresses " + "the right password from a clean one signs in",
    async () => {
      await createAdmin(db, { email: "target@example.com", password: "the right password" });
      const guessers = Array.from({ length: LIMITS.loginPerEmail.limit }, () => freshIp());
      const attempt = (password: string, clientIp: string) =>
        logIn({ intent: "login", email: "TARGET@example.com", password }, { clientIp });
      for (const [i, ip] of guessers.entries()) expect((await attempt(`guess ${i}`, ip)).status).toBe(401);

      // the account is under attack: an address that has failed is refused, even with the right password
      const refused = await attempt("the right password", guessers[0]);
      expect(refused.status).toBe(429);
      expect(refused.body).toMatchObject({
        toast: { title: "Login Failed", description: "Too many attempts. Please wait a few minutes and try again." },
      });
      // a new guess from a new address is only slowed and checked; it fails, and that address is then refused too
      const guessIp = freshIp();
      expect((await attempt("another guess", guessIp)).status).toBe(401);
      expect((await attempt("yet another guess", guessIp)).status).toBe(429);
      // the owner, from an address with no failures, signs in
      expect((await attempt("the right password", freshIp())).status).toBe(302);
    },
    180_000,
  );

  it(
    "hashes a few passwords at a time: a storm of sign-ins is answered 429 at once, " + "not queued behind each other",
    async () => {
      // the bound only shows when each hash takes as long as the shop's do
      setHashCostForTests(undefined);
      onTestFinished(setTestHashCost);
      const storm = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          logIn({ intent: "login", email: `storm${i}@example.com`, password: "wrong guess" }),
        ),
      );
      const statuses = storm.map((r) => r.status);
      expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
      expect(statuses.every((s) => s === 401 || s === 429)).toBe(true);
      expect(storm.find((r) => r.status === 429)!.body).toMatchObject({
        toast: { title: "Login Failed", description: "Too many sign-ins at once. Please try again in a moment." },
      });
    },
    240_000,
  );

  // One sign-in after another (many at once meet the bound on password hashing, tested above); each hash
  // takes seconds on a loaded machine, hence the long timeouts.
  const oneByOne = async <T>(count: number, run: (i: number) => Promise<T>) => {
    const results: T[] = [];
    for (let i = 0; i < count; i++) results.push(await run(i));
    return results;
  };

  it("limits failures from one IP across many emails", async () => {
    const ip = freshIp();
    const attempts = await oneByOne(LIMITS.loginPerIp.limit, (i) =>
      logIn({ intent: "login", email: `spray${i}@example.com`, password: "guess" }, { clientIp: ip }),
    );
    expect(attempts.map((r) => r.status)).toEqual(attempts.map(() => 401));
    const blocked = await logIn(
      { intent: "login", email: "boss@example.com", password: "a long admin password" },
      { clientIp: ip },
    );
    expect(blocked.status).toBe(429);
  }, 300_000);

  it("does not count successful logins, so admins sharing an address are not locked out", async () => {
    await createAdmin(db, { email: "office@example.com", password: "a long admin password" });
    const ip = freshIp();
    const logins = await oneByOne(LIMITS.loginPerIp.limit + 2, () =>
      logIn({ intent: "login", email: "office@example.com", password: "a long admin password" }, { clientIp: ip }),
    );
    expect(logins.map((r) => r.status)).toEqual(logins.map(() => 302));
  }, 300_000);
});

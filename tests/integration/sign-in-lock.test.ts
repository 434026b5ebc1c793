// Guessing one account's password from many addresses: every attempt is counted before its password is checked,
// so no more than the lock's limit are ever checked, however many come at once or from however many addresses;
// then signing in with the password is locked, its holder is emailed a link, and only that link lifts the lock.
import { randomUUID } from "node:crypto";

import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { emailOutbox } from "~/db/schema/email";
import { createAdmin } from "~/modules/auth/auth.server";
import { SIGN_IN_LOCK, SIGN_IN_LOCKED } from "~/modules/auth/sign-in.server";
import { brandFromSettings, renderEmail } from "~/modules/email/render.server";
import { getSettings } from "~/modules/settings/settings.server";
import { action as resetAction } from "~/routes/admin/reset-password";

import { formPost } from "../support/form-request";
import { loginPage } from "../support/login-page";
import { freshIp, routeArgs, routeOutcome } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();
const logIn = loginPage(db);
const RIGHT = "the right password";
const ATTEMPTS = 500;
// below the shop's bound on password hashes at once (two running, eight waiting), so none is refused for that
const AT_ONCE = 10;

const newAccount = async () => {
  const email = `target-${randomUUID().slice(0, 8)}@example.com`;
  await createAdmin(db, { email, password: RIGHT });
  return email;
};

type Outcome = { status: number; description?: string };
const outcomeOf = (result: { status: number; body: unknown }): Outcome => ({
  status: result.status,
  description: (result.body as { toast?: { description?: string } } | null)?.toast?.description,
});

/** `count` wrong passwords for `email`, each from a new address, `AT_ONCE` in flight at a time. */
async function guesses(email: string, count: number) {
  const outcomes: Outcome[] = [];
  let next = 0;
  const guesser = async () => {
    while (next < count) {
      const i = next++;
      outcomes.push(
        outcomeOf(await logIn({ intent: "login", email, password: `guess ${i}` }, { clientIp: freshIp() })),
      );
    }
  };
  await Promise.all(Array.from({ length: AT_ONCE }, guesser));
  return {
    checked: outcomes.filter((o) => o.status === 401).length,
    locked: outcomes.filter((o) => o.status === 429 && o.description === SIGN_IN_LOCKED).length,
    other: outcomes.filter((o) => o.status !== 401 && !(o.status === 429 && o.description === SIGN_IN_LOCKED)),
  };
}

const lockEmails = (email: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.template, "sign_in_locked"), eq(emailOutbox.to, email)));

describe("an account under a password-guessing attack", () => {
  it(`has at most ${SIGN_IN_LOCK.limit} of ${ATTEMPTS} guesses from many addresses checked, then locks`, async () => {
    const email = await newAccount();
    const { checked, locked, other } = await guesses(email, ATTEMPTS);
    expect(other).toEqual([]);
    // attempts still in flight when the limit is passed may be refused unchecked: at most the limit is checked
    expect(checked).toBeGreaterThan(0);
    expect(checked).toBeLessThanOrEqual(SIGN_IN_LOCK.limit);
    expect(checked + locked).toBe(ATTEMPTS);

    // the right password, from an address that never failed, is refused with the same sentence
    expect(outcomeOf(await logIn({ intent: "login", email, password: RIGHT }))).toEqual({
      status: 429,
      description: SIGN_IN_LOCKED,
    });
    // the holder is told once, that attempts failed, never what in them was wrong
    const sent = await lockEmails(email);
    expect(sent).toHaveLength(1);
    const mail = renderEmail(
      "sign_in_locked",
      sent[0].data as never,
      brandFromSettings(await getSettings(db), "https://shop.example"),
    );
    expect(mail.subject).toBe("Sign-in to your admin account is paused");
    expect(mail.text).toMatch(new RegExp(`There were \\d+ failed attempts to sign in to ${email}`));
    expect(mail.text).not.toMatch(/wrong|incorrect|code/i);
  }, 240_000);

  it("answers an address without an account the same, so a lock tells nobody an account exists", async () => {
    const known = await newAccount();
    const unknown = `nobody-${randomUUID().slice(0, 8)}@example.com`;
    await guesses(known, SIGN_IN_LOCK.limit);
    await guesses(unknown, SIGN_IN_LOCK.limit);
    const next = (email: string) => logIn({ intent: "login", email, password: RIGHT }).then(outcomeOf);
    expect(await next(unknown)).toEqual(await next(known));
    expect(await next(unknown)).toEqual({ status: 429, description: SIGN_IN_LOCKED });
  }, 240_000);

  it("is unlocked only by the emailed link: a new password from it signs in", async () => {
    const email = await newAccount();
    await guesses(email, SIGN_IN_LOCK.limit + 1);
    const [mail] = await lockEmails(email);
    const token = new URL((mail.data as { link: string }).link).searchParams.get("token")!;

    const reset = await routeOutcome(() =>
      resetAction(
        routeArgs(
          db,
          formPost("/admin/reset-password", {
            intent: "reset",
            token,
            password: "a brand new password",
            confirmPassword: "a brand new password",
          }),
        ),
      ),
    );
    expect(reset.status).toBe(302);
    const signIn = await logIn({ intent: "login", email, password: "a brand new password" });
    expect(signIn.status).toBe(302);
    expect(signIn.headers.get("Location")).toBe("/admin/dashboard");
  }, 240_000);

  it("is unlocked by create-admin on the server too, for an Owner whose inbox is lost", async () => {
    const email = await newAccount();
    await guesses(email, SIGN_IN_LOCK.limit + 1);
    expect((await logIn({ intent: "login", email, password: RIGHT })).status).toBe(429);
    await createAdmin(db, { email, password: "the server's new password" });
    expect((await logIn({ intent: "login", email, password: "the server's new password" })).status).toBe(302);
  }, 240_000);
});

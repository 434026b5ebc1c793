// "Your account" → Email address, as the browser posts it: the link goes to the NEW address, the OLD one hears of
// the request and of the change; the confirmation page changes nothing when opened, once when its button is used.
// And the code step: wrong codes up to the limit email the account holder once, saying no more than that.
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";

import { sessions } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";
import { EMAIL_CHANGE_INVALID } from "~/modules/auth/auth.schema";
import { brandFromSettings, renderEmail } from "~/modules/email/render.server";
import { getSettings } from "~/modules/settings/settings.server";
import { action as accountAction } from "~/routes/admin/account";
import { action as confirmAction, loader as confirmLoader } from "~/routes/admin/confirm-email";
import { action as codeAction } from "~/routes/admin/sign-in-code";

import { ADMIN_PASSWORD, createAdminSession, enableTwoFactor, totpCode, uniqueEmail } from "../support/factories";
import { formPost } from "../support/form-request";
import { loginPage } from "../support/login-page";
import { routeArgs, routeOutcome } from "../support/route-context";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();
const logIn = loginPage(db);

type Me = Awaited<ReturnType<typeof createAdminSession>>;
const post = (me: Me, fields: Record<string, string>) =>
  routeOutcome(() =>
    accountAction(routeArgs(db, formPost("/admin/dashboard/account", { ...fields, csrf: me.csrfToken }, me.cookie))),
  );
const emailsTo = (to: string) =>
  db.select({ template: emailOutbox.template, data: emailOutbox.data }).from(emailOutbox).where(eq(emailOutbox.to, to));
const rendered = async (to: string, template: "account_notice" | "email_change") => {
  const [row] = await db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.to, to), eq(emailOutbox.template, template)));
  return renderEmail(template, row.data as never, brandFromSettings(await getSettings(db), "http://localhost"));
};

describe("changing one's email address from Your account", () => {
  it("emails the link to the new address, tells the old one, and changes it only when the link is used", async () => {
    const me = await createAdminSession(db);
    const other = await createAdminSession(db, uniqueEmail("other-browser"));
    await db.update(sessions).set({ userId: me.user.id }).where(eq(sessions.userId, other.user.id));
    const newEmail = uniqueEmail("new");

    const wrong = await post(me, { intent: "change-email", newEmail, currentPassword: "a guess" });
    expect(wrong).toMatchObject({
      status: 401,
      body: { intent: "change-email", fieldErrors: { currentPassword: "Your current password is not right." } },
    });
    expect(await emailsTo(newEmail)).toEqual([]);

    const asked = await post(me, { intent: "change-email", newEmail, currentPassword: ADMIN_PASSWORD });
    expect(asked.status).toBe(303);
    const [link] = (await emailsTo(newEmail)).map((e) => (e.data as { link: string }).link);
    expect(link).toMatch(/\/admin\/confirm-email\?token=[\w-]{40,}$/);
    expect(await emailsTo(me.user.email)).toEqual([
      { template: "account_notice", data: { email: me.user.email, change: "email_requested", newEmail } },
    ]);
    expect((await rendered(newEmail, "email_change")).text).toContain("The link works once, within 24 hours.");
    expect((await rendered(me.user.email, "account_notice")).text).toContain(
      `asked, from "Your account", to sign in with ${newEmail} instead`,
    );
    // the old address still signs in until the link is used
    expect((await logIn({ intent: "login", email: me.user.email, password: ADMIN_PASSWORD })).status).toBe(302);

    // opening the link (a mail scanner might) changes nothing; its button does
    const url = new URL(link);
    const page = await confirmLoader(routeArgs(db, new Request(`http://localhost${url.pathname}${url.search}`)));
    expect(page).toMatchObject({ newEmail });
    const token = url.searchParams.get("token")!;
    const done = await routeOutcome(() => confirmAction(routeArgs(db, formPost("/admin/confirm-email", { token }))));
    expect(done.status).toBe(302);
    expect(done.headers.get("Location")).toBe("/admin/login");
    expect(await db.select().from(sessions).where(eq(sessions.userId, me.user.id))).toEqual([]);
    const notices = (await emailsTo(me.user.email)).map((e) => e.data);
    expect(notices).toContainEqual({ email: me.user.email, change: "email_changed", newEmail });
    expect((await logIn({ intent: "login", email: newEmail, password: ADMIN_PASSWORD })).status).toBe(302);
    expect((await logIn({ intent: "login", email: me.user.email, password: ADMIN_PASSWORD })).status).toBe(401);

    const again = await routeOutcome(() => confirmAction(routeArgs(db, formPost("/admin/confirm-email", { token }))));
    expect(again).toMatchObject({ status: 400, body: { error: EMAIL_CHANGE_INVALID } });
  });
});

describe("wrong two-factor codes", () => {
  it("email the account holder once when they reach the limit, however many follow", async () => {
    const me = await createAdminSession(db);
    await enableTwoFactor(db, me.user.id);
    const password = await logIn({ intent: "login", email: me.user.email, password: ADMIN_PASSWORD });
    const pending = password.headers
      .getSetCookie()
      .find((c) => c.startsWith("shop_2fa="))!
      .split(";")[0];
    const code = (value: string) =>
      routeOutcome(() => codeAction(routeArgs(db, formPost("/admin/sign-in-code", { code: value }, pending))));
    const notices = async () =>
      (await emailsTo(me.user.email)).filter((e) => (e.data as { change?: string }).change === "wrong_codes");

    for (let i = 0; i < 5; i++) expect((await code("000000")).status).toBe(401);
    expect(await notices()).toEqual([]);
    const statuses = await Promise.all(Array.from({ length: 20 }, () => code("000000")));
    expect(statuses.every((s) => s.status === 429)).toBe(true);
    // the right code is refused too while it lasts
    expect((await code(await totpCode())).status).toBe(429);
    expect(await notices()).toEqual([
      { template: "account_notice", data: { email: me.user.email, change: "wrong_codes" } },
    ]);
    const text = (await rendered(me.user.email, "account_notice")).text;
    expect(text).toContain(`Someone entered the password of ${me.user.email} but not the right two-factor code`);
    expect(text).not.toMatch(/000000|IP|address \d/);
  });
});

// A back-office session's life: its time limit, logging out on the server, and cookies it does not trust.
import { describe, expect, it } from "vitest";

import {
  createAdmin,
  createSession,
  getSessionUser,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
} from "~/modules/auth/auth.server";
import { loader as layoutLoader } from "~/routes/admin/layout";
import { loader as loginLoader } from "~/routes/admin/login";
import { action as logoutAction } from "~/routes/admin/logout";

import { createAdminSession } from "../support/factories";
import { formPost } from "../support/form-request";
import { routeArgs, routeOutcome } from "../support/route-context";
import { testDb } from "../support/test-db";

const { db } = await testDb();

describe("sessions", () => {
  it("ends a session after 12 hours even when it is used all the time", async () => {
    const admin = await createAdmin(db, { email: "busy@example.com", password: "a long admin password" });
    const start = new Date("2026-11-21T08:00:00Z");
    const { token } = await createSession(db, admin.id, start);
    for (let t = 30 * 60_000; t < SESSION_ABSOLUTE_MS; t += 30 * 60_000) {
      expect(await getSessionUser(db, token, new Date(start.getTime() + t))).not.toBeNull();
    }
    expect(SESSION_IDLE_MS).toBeLessThan(SESSION_ABSOLUTE_MS);
    expect(await getSessionUser(db, token, new Date(start.getTime() + SESSION_ABSOLUTE_MS + 1000))).toBeNull();
  });

  it("logs out on the server: the old cookie no longer opens the dashboard", async () => {
    const { cookie, csrfToken } = await createAdminSession(db);
    const result = await routeOutcome(() =>
      logoutAction(routeArgs(db, formPost("/admin/logout", { csrf: csrfToken }, cookie))),
    );
    expect(result.headers.get("Location")).toBe("/admin/login");
    expect(result.headers.getSetCookie().some((c) => /^shop_session=;.*Max-Age=0/.test(c))).toBe(true);
    const after = await routeOutcome(() =>
      layoutLoader(routeArgs(db, new Request("http://localhost/admin/dashboard", { headers: { Cookie: cookie } }))),
    );
    expect(after.headers.get("Location")).toBe("/admin/login");
    // 'Logged out' shows on the login page.
    const flash = result.headers
      .getSetCookie()
      .find((c) => c.startsWith("shop_flash="))!
      .split(";")[0];
    const login = await routeOutcome(() =>
      loginLoader(routeArgs(db, new Request("http://localhost/admin/login", { headers: { Cookie: flash } }))),
    );
    expect(login.body).toMatchObject({ toast: { title: "Logged out" } });
  });

  it("shows no toast from a flash cookie the shop did not sign", async () => {
    const forged = Buffer.from(JSON.stringify({ toast: { kind: "success", title: "Logged out" } })).toString("base64");
    const login = await routeOutcome(() =>
      loginLoader(
        routeArgs(db, new Request("http://localhost/admin/login", { headers: { Cookie: `shop_flash=${forged}` } })),
      ),
    );
    expect(login.body).toMatchObject({ toast: null });
  });

  it("ignores a logout posted without the session's CSRF token", async () => {
    const { cookie, token } = await createAdminSession(db);
    const result = await routeOutcome(() =>
      logoutAction(routeArgs(db, formPost("/admin/logout", { csrf: "forged" }, cookie))),
    );
    expect(result.headers.get("Location")).toBe("/admin/dashboard");
    expect(await getSessionUser(db, token)).not.toBeNull();
  });
});

// "Your account" names each session by the device and browser it was signed in from.
import { describe, expect, it } from "vitest";

import { listSessions } from "~/modules/auth/account-sessions.server";
import { signedInRedirect } from "~/modules/auth/session.server";

import { createAdminSession } from "../support/factories";
import { freshTestDb } from "../support/test-db";

const { db } = await freshTestDb();

const IPHONE =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 " +
  "Mobile/15E148 Safari/604.1";

describe("sessions named by device", () => {
  it("keeps the browser a sign-in came from and names it in the list", async () => {
    const me = await createAdminSession(db);
    const request = new Request("http://localhost/admin/login", { headers: { "User-Agent": IPHONE } });
    await signedInRedirect(db, { SESSION_SECRET: "a".repeat(32) }, request, me.user);
    const listed = await listSessions(db, me.user.id, me.token);
    expect(listed.map((s) => [s.device, s.current]).sort()).toEqual([
      ["Safari on iPhone", false],
      ["Unknown browser", true],
    ]);
  });
});

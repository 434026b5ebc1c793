// The Owner's invitations (docs/decisions/040): a one-time link through the outbox, expiring after a week,
// that makes the invitee's account with its role and signs them in; roles changed and people removed,
// never the last Owner.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { sessions, staffInvitations, userRoles } from "~/db/schema/auth";
import { emailOutbox } from "~/db/schema/email";
import { readConfig } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";
import { INVITATION_INVALID } from "~/modules/auth/auth.schema";
import { authenticate, getSessionUser } from "~/modules/auth/auth.server";
import {
  acceptInvitation,
  changeStaffRole,
  findInvitation,
  INVITATION_TTL_MS,
  inviteStaff,
  removeStaff,
} from "~/modules/auth/staff.server";
import { deliverDueEmails } from "~/modules/email/delivery.server";
import { action as acceptAction, loader as acceptLoader } from "~/routes/admin/accept-invitation";
import { action as staffAction, loader as staffLoader } from "~/routes/admin/staff";

import { createAdminSession } from "../support/factories";
import { formPost } from "../support/form-request";
import { redirectedWithToast, routeArgs, routeOutcome } from "../support/route-context";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "shop-invite-"));
const config = readConfig({ DATA_DIR: dataDir, PUBLIC_URL: "https://shop.example" });

let owner: Awaited<ReturnType<typeof createAdminSession>>;
beforeEach(async () => {
  await resetDb(db);
  owner = await createAdminSession(db, "owner@example.com");
});

const staffPost = (fields: Record<string, string>, session = owner) =>
  staffAction(
    routeArgs(
      db,
      formPost("/admin/dashboard/staff", { ...fields, csrf: session.csrfToken }, session.cookie),
      {},
      {
        config,
      },
    ),
  );

const accept = (token: string, password = "a long new password") =>
  routeOutcome(() =>
    acceptAction(
      routeArgs(
        db,
        formPost("/admin/accept-invitation", { token, password, confirmPassword: password }),
        {},
        { config },
      ),
    ),
  );

const actor = () => ({ id: owner.user.id, email: owner.user.email });

describe("inviting staff", () => {
  it("emails a one-time link that makes a Fulfilment account, signs it in, and works once", async () => {
    const sent = await redirectedWithToast(
      await staffPost({ intent: "invite", email: "Packer@Example.com", role: "fulfilment" }),
      config,
    );
    expect(sent.toast?.description).toBe("Invitation sent to Packer@Example.com as Fulfilment.");

    const [email] = await db.select().from(emailOutbox).where(eq(emailOutbox.template, "staff_invitation"));
    expect(email).toMatchObject({ to: "Packer@Example.com", status: "pending" });
    const link = (email.data as { link: string }).link;
    expect(link).toMatch(/^https:\/\/shop\.example\/admin\/accept-invitation\?token=[\w-]{40,}$/);
    const token = new URL(link).searchParams.get("token")!;
    const [stored] = await db.select().from(staffInvitations);
    expect(stored.tokenHash).not.toContain(token);
    expect(stored.expiresAt.getTime() - stored.createdAt.getTime()).toBe(INVITATION_TTL_MS);

    // sent through the outbox, whose row then forgets the link
    await deliverDueEmails(db, { config, logger: createLogger("silent") });
    const [after] = await db.select().from(emailOutbox).where(eq(emailOutbox.id, email.id));
    expect(after).toMatchObject({ status: "sent", data: {}, subject: expect.stringContaining("invited") });

    const page = await routeOutcome(() =>
      acceptLoader(routeArgs(db, new Request(`http://localhost/admin/accept-invitation?token=${token}`))),
    );
    expect(page.body).toMatchObject({ email: "Packer@Example.com", role: "Fulfilment" });

    const joined = await accept(token);
    expect(joined.status).toBe(302);
    expect(joined.headers.get("Location")).toBe("/admin/dashboard/orders");
    const cookie = joined.headers.getSetCookie().find((c) => c.startsWith("shop_session="))!;
    const user = await getSessionUser(db, cookie.split(";")[0].split("=")[1]);
    expect(user).toMatchObject({ email: "Packer@Example.com", role: "fulfilment" });
    await expect(
      authenticate(db, { email: "packer@example.com", password: "a long new password" }),
    ).resolves.toMatchObject({ role: "fulfilment" });

    // single-use: the link is spent
    const again = await accept(token, "another long password");
    expect(again).toMatchObject({ status: 400, body: { error: INVITATION_INVALID } });
    expect(await findInvitation(db, token)).toBeNull();
  });

  it("refuses an invitation after seven days", async () => {
    const old = new Date(Date.now() - INVITATION_TTL_MS - 60_000);
    const { token } = await inviteStaff(db, { email: "late@example.com", role: "manager" }, actor(), old);
    expect(await findInvitation(db, token)).toBeNull();
    expect(await accept(token)).toMatchObject({ status: 400, body: { error: INVITATION_INVALID } });
    const { token: fresh } = await inviteStaff(db, { email: "late@example.com", role: "manager" }, actor());
    const justBefore = new Date(Date.now() + INVITATION_TTL_MS - 60_000);
    await expect(
      acceptInvitation(
        db,
        { token: fresh, password: "a long new password", confirmPassword: "a long new password" },
        justBefore,
      ),
    ).resolves.toMatchObject({ role: "manager" });
  });

  it("spends an older link when the address is invited again, and refuses someone already on the staff", async () => {
    const first = await inviteStaff(db, { email: "twice@example.com", role: "manager" }, actor());
    const second = await inviteStaff(db, { email: "TWICE@example.com", role: "fulfilment" }, actor());
    expect(await findInvitation(db, first.token)).toBeNull();
    expect(await findInvitation(db, second.token)).toMatchObject({ role: "fulfilment" });

    const refused = await staffPost({ intent: "invite", email: "owner@example.com", role: "manager" });
    expect(await routeOutcome(() => refused)).toMatchObject({
      status: 409,
      body: { error: "owner@example.com is already on the staff: change their role instead." },
    });
  });

  it("lists members and waiting invitations for the Owner only", async () => {
    await inviteStaff(db, { email: "waiting@example.com", role: "manager" }, actor());
    const page = await routeOutcome(() =>
      staffLoader(
        routeArgs(db, new Request("http://localhost/admin/dashboard/staff", { headers: { Cookie: owner.cookie } })),
      ),
    );
    expect(page.body).toMatchObject({
      members: [{ email: "owner@example.com", role: "owner" }],
      invitations: [{ email: "waiting@example.com", role: "manager" }],
    });
    const manager = await createAdminSession(db, undefined, "manager");
    const refused = await routeOutcome(() =>
      staffLoader(
        routeArgs(db, new Request("http://localhost/admin/dashboard/staff", { headers: { Cookie: manager.cookie } })),
      ),
    );
    expect(refused.status).toBe(403);
  });
});

describe("changing and removing staff", () => {
  it("changes a role, and never leaves the shop without an Owner", async () => {
    const manager = await createAdminSession(db, "manager@example.com", "manager");
    const changed = await redirectedWithToast(
      await staffPost({ intent: "role", userId: manager.user.id, role: "owner" }),
      config,
    );
    expect(changed.toast?.description).toBe("manager@example.com is now Owner.");
    // two Owners: one may step down; then the last may not
    await changeStaffRole(db, { userId: owner.user.id, role: "manager" });
    await expect(changeStaffRole(db, { userId: manager.user.id, role: "fulfilment" })).rejects.toThrow(
      "The shop needs at least one Owner",
    );
    await expect(removeStaff(db, { userId: manager.user.id })).rejects.toThrow("The shop needs at least one Owner");
    const [role] = await db.select().from(userRoles).where(eq(userRoles.userId, manager.user.id));
    expect(role.role).toBe("owner");
  });

  it("removes someone: their role goes and every session of theirs ends", async () => {
    const packer = await createAdminSession(db, "packer@example.com", "fulfilment");
    const removed = await redirectedWithToast(await staffPost({ intent: "remove", userId: packer.user.id }), config);
    expect(removed.toast?.description).toBe("packer@example.com was removed from the staff.");
    expect(await getSessionUser(db, packer.token)).toBeNull();
    expect(await db.select().from(sessions).where(eq(sessions.userId, packer.user.id))).toHaveLength(0);
    expect(
      await db
        .select()
        .from(userRoles)
        .where(and(eq(userRoles.userId, packer.user.id))),
    ).toHaveLength(0);
    // the last Owner cannot remove themselves
    const refused = await routeOutcome(() => staffPost({ intent: "remove", userId: owner.user.id }));
    expect(refused).toMatchObject({ status: 409 });
  });
});

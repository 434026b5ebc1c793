// Staff changes in Activity (docs/decisions/062): invitations sent, accepted and revoked, role changes,
// removals and two-factor switched on and off are each recorded, by whom and about whom, with no Undo.
import { generate } from "otplib";
import { beforeEach, describe, expect, it } from "vitest";

import { listActivity } from "~/modules/activity/activity.server";
import { withUndoState } from "~/modules/assistant/undo.server";
import {
  acceptInvitation,
  changeStaffRole,
  inviteStaff,
  listStaff,
  removeStaff,
  revokeInvitation,
} from "~/modules/auth/staff.server";
import { confirmTwoFactor, disableTwoFactor, startTwoFactorSetup } from "~/modules/auth/two-factor.server";

import { ADMIN_PASSWORD, createAdminSession } from "../support/factories";
import { resetDb, testDb } from "../support/test-db";

const { db } = await testDb();
const T0 = new Date("2026-11-27T10:00:00Z");
const codeAt = (secret: string, at: Date) => generate({ secret, epoch: Math.floor(at.getTime() / 1000) });
const staffEntries = async () =>
  (await listActivity(db, { targetType: "staff" })).entries
    .reverse()
    .map((e) => ({ action: e.action, by: e.actorEmail, about: e.targetLabel, summary: e.summary }));

describe("staff changes in Activity", () => {
  beforeEach(() => resetDb(db));

  it("records invitations, joining, role changes, removals and revocations, none of them undoable", async () => {
    const owner = await createAdminSession(db, "owner@example.com");
    const actor = { ...owner.user, origin: "page" as const };
    const { token } = await inviteStaff(db, { email: "sam@example.com", role: "manager" }, actor);
    const sam = await acceptInvitation(db, { token, password: "a long password", confirmPassword: "a long password" });
    await changeStaffRole(db, { userId: sam.id, role: "fulfilment" }, actor);
    await removeStaff(db, { userId: sam.id }, actor);
    await inviteStaff(db, { email: "kim@example.com", role: "fulfilment" }, actor);
    const { invitations } = await listStaff(db);
    await revokeInvitation(db, { invitationId: invitations[0].id }, actor);

    expect(await staffEntries()).toEqual([
      {
        action: "staff.invite",
        by: "owner@example.com",
        about: "sam@example.com",
        summary: "Invited sam@example.com to the staff as Manager",
      },
      {
        action: "staff.invitation_accepted",
        by: "sam@example.com",
        about: "sam@example.com",
        summary: "sam@example.com accepted the invitation and joined as Manager",
      },
      {
        action: "staff.role",
        by: "owner@example.com",
        about: "sam@example.com",
        summary: "Changed sam@example.com's role from Manager to Fulfilment",
      },
      {
        action: "staff.remove",
        by: "owner@example.com",
        about: "sam@example.com",
        summary: "Removed sam@example.com (Fulfilment) from the staff",
      },
      {
        action: "staff.invite",
        by: "owner@example.com",
        about: "kim@example.com",
        summary: "Invited kim@example.com to the staff as Fulfilment",
      },
      {
        action: "staff.invitation_revoked",
        by: "owner@example.com",
        about: "kim@example.com",
        summary: "Revoked the invitation to kim@example.com",
      },
    ]);
    const shown = await withUndoState(db, (await listActivity(db, { targetType: "staff" })).entries);
    for (const entry of shown)
      expect(entry).toMatchObject({
        canUndo: false,
        undoBlockedBy: "Staff changes are not undone here: change it again on the Staff page.",
      });
  });

  it("records two-factor turned on and off by its owner", async () => {
    const { user } = await createAdminSession(db, "pat@example.com", "manager");
    const setup = await startTwoFactorSetup(db, user.id, "Retro Shop", { proof: ADMIN_PASSWORD });
    await confirmTwoFactor(db, user.id, { code: await codeAt(setup.secret, T0) }, T0);
    const later = new Date(T0.getTime() + 60_000);
    await disableTwoFactor(db, { id: user.id, role: "manager" }, { code: await codeAt(setup.secret, later) }, later);
    expect(await staffEntries()).toEqual([
      {
        action: "staff.two_factor_on",
        by: "pat@example.com",
        about: "pat@example.com",
        summary: "pat@example.com turned two-factor sign-in on",
      },
      {
        action: "staff.two_factor_off",
        by: "pat@example.com",
        about: "pat@example.com",
        summary: "pat@example.com turned two-factor sign-in off",
      },
    ]);
    const [entry] = await withUndoState(db, (await listActivity(db, { targetType: "staff" })).entries);
    expect(entry.undoBlockedBy).toBe("Two-factor sign-in is switched on and off by its owner, on their account page.");
  });
});

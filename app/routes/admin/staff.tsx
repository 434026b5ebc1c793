import { publicOrigin } from "~/lib/env.server";
import { DomainError } from "~/lib/errors";
import { formInput } from "~/lib/form-input";
import { adminPageLoader, adminToastAction } from "~/modules/auth/admin-route.server";
import type { ChangeStaffRole, InviteStaff } from "~/modules/auth/auth.schema";
import { ROLE_LABELS } from "~/modules/auth/permissions";
import { StaffPage } from "~/modules/auth/staff-page";
import { changeStaffRole, inviteStaff, listStaff, removeStaff, revokeInvitation } from "~/modules/auth/staff.server";
import { queueStaffInvitationEmail } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/staff";

// /admin/dashboard/staff, the Owner's (docs/decisions/040). An invitation is made by the auth module and
// queued by the email module, composed here as the password reset is (ADR 100).

export const routeRules = adminRules({ loader: "staff.manage", action: "staff.manage" });

export const meta: Route.MetaFunction = () => [{ title: "Staff · Admin" }];

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db, actor) => ({
    ...(await listStaff(db)),
    you: actor.id,
  }));

export const action = (args: Route.ActionArgs) =>
  adminToastAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    switch (form.get("intent")) {
      case "invite": {
        const invitation = await inviteStaff(db, formInput<InviteStaff>(form), actor);
        const link = `${publicOrigin(args.context.config)}/admin/accept-invitation?token=${invitation.token}`;
        await queueStaffInvitationEmail(db, {
          email: invitation.email,
          roleLabel: ROLE_LABELS[invitation.role],
          invitedBy: actor.email,
          link,
        });
        wakeOutboxSender();
        return `Invitation sent to ${invitation.email} as ${ROLE_LABELS[invitation.role]}.`;
      }
      case "role": {
        const changed = await changeStaffRole(db, formInput<ChangeStaffRole>(form), actor);
        return `${changed.email} is now ${ROLE_LABELS[changed.role]}.`;
      }
      case "remove": {
        const removed = await removeStaff(db, formInput<{ userId: string }>(form), actor);
        return `${removed.email} was removed from the staff.`;
      }
      case "revoke": {
        const revoked = await revokeInvitation(db, formInput<{ invitationId: string }>(form), actor);
        return `The invitation to ${revoked.email} was revoked.`;
      }
      default:
        throw new DomainError("invalid_input", "Unknown action.");
    }
  });

export default function Staff({ loaderData, actionData }: Route.ComponentProps) {
  return <StaffPage {...loaderData} refusal={actionData && !actionData.ok ? actionData : undefined} />;
}

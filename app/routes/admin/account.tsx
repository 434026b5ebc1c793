import { data, redirect } from "react-router";

import { publicOrigin } from "~/lib/env.server";
import { DomainError } from "~/lib/errors";
import { flashCookie, redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { samePage } from "~/lib/http.server";
import { AccountPage, type AccountAnswer } from "~/modules/auth/account-page";
import { listSessions, signOutEverywhere } from "~/modules/auth/account-sessions.server";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import type { ChangeEmail, ChangePassword } from "~/modules/auth/auth.schema";
import { changePassword } from "~/modules/auth/credentials.server";
import { EMAIL_CHANGE_TTL_MS, requestEmailChange } from "~/modules/auth/email-change.server";
import { ROLE_LABELS } from "~/modules/auth/permissions";
import { clearSessionCookie, readSessionToken } from "~/modules/auth/session.server";
import {
  confirmTwoFactor,
  disableTwoFactor,
  pendingTwoFactorSetup,
  startTwoFactorSetup,
  twoFactorStatus,
} from "~/modules/auth/two-factor.server";
import type { AccountNoticeData } from "~/modules/email/account-notice-email";
import { queueAccountNoticeEmail, queueEmailChangeEmail } from "~/modules/email/outbox.server";
import { wakeOutboxSender } from "~/modules/email/sender.server";
import { getSettings } from "~/modules/settings/settings.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/account";

// /admin/dashboard/account: anyone on the staff, for their own account (docs/decisions/040).

export const routeRules = adminRules({ loader: "staff", action: "staff" });

export const meta: Route.MetaFunction = () => [{ title: "Your account · Admin" }];

/** The account holder hears of every change to how they sign in (the outbox delivers it). */
async function notify(db: Parameters<typeof queueAccountNoticeEmail>[0], notice: AccountNoticeData) {
  await queueAccountNoticeEmail(db, notice);
  wakeOutboxSender();
}

const issuer = async (db: Parameters<typeof getSettings>[0]) => (await getSettings(db)).siteName || "Shop admin";

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db, actor) => ({
    email: actor.email,
    role: actor.role ? ROLE_LABELS[actor.role] : "",
    isOwner: actor.role === "owner",
    twoFactor: await twoFactorStatus(db, actor.id),
    setup: await pendingTwoFactorSetup(db, actor.id, await issuer(db)),
    sessions: await listSessions(db, actor.id, readSessionToken(args.request)),
  }));

export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    const { config } = args.context;
    switch (form.get("intent")) {
      case "start":
        await startTwoFactorSetup(db, actor.id, await issuer(db), formInput<{ proof: string }>(form));
        return redirect(samePage(args.request));
      case "confirm": {
        // the recovery codes are shown once, in this answer: nothing to redirect to
        const confirmed = await confirmTwoFactor(db, actor.id, formInput<{ code: string }>(form));
        await notify(db, { email: confirmed.email, change: confirmed.replaced ? "two_factor" : "two_factor_on" });
        return data<AccountAnswer>({ ok: true, recoveryCodes: confirmed.recoveryCodes });
      }
      case "change-password": {
        const input = formInput<ChangePassword>(form);
        const changed = await changePassword(db, actor.id, input, readSessionToken(args.request));
        await notify(db, { email: changed.email, change: "password" });
        const others = changed.ended === 1 ? "1 other session was" : `${changed.ended} other sessions were`;
        return redirectWithToast(config, samePage(args.request), `Password changed. ${others} signed out.`);
      }
      case "change-email": {
        // the link goes to the new address; the old one hears of the request, and stays the sign-in address
        const change = await requestEmailChange(db, actor.id, formInput<ChangeEmail>(form));
        const link = `${publicOrigin(config)}/admin/confirm-email?token=${encodeURIComponent(change.token)}`;
        const hours = EMAIL_CHANGE_TTL_MS / 3_600_000;
        await queueEmailChangeEmail(db, { email: change.email, newEmail: change.newEmail, link, hours });
        await notify(db, { email: change.email, change: "email_requested", newEmail: change.newEmail });
        return redirectWithToast(config, samePage(args.request), {
          kind: "success",
          title: `We sent a link to ${change.newEmail}`,
          description:
            `Your address changes when it is used, within ${hours} hours. ` +
            `Until then you sign in with ${change.email}.`,
        });
      }
      case "disable":
        await disableTwoFactor(db, actor, formInput<{ code: string }>(form));
        await notify(db, { email: actor.email, change: "two_factor_off" });
        return redirectWithToast(config, samePage(args.request), "Two-factor sign-in is off.");
      case "sign-out-everywhere": {
        await signOutEverywhere(db, actor.id);
        const headers = new Headers();
        headers.append("Set-Cookie", clearSessionCookie(args.request));
        headers.append(
          "Set-Cookie",
          await flashCookie(config, {
            kind: "success",
            title: "Signed out everywhere",
            description: "Every session of your account has ended.",
          }),
        );
        return redirect("/admin/login", { headers });
      }
      default:
        throw new DomainError("invalid_input", "Unknown action.");
    }
  });

export default function Account({ loaderData, actionData }: Route.ComponentProps) {
  return <AccountPage {...loaderData} answer={actionData as AccountAnswer} />;
}

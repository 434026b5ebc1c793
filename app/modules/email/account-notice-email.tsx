import { Text } from "@react-email/components";
import type { ReactElement } from "react";

import { EmailLayout, paragraph, type EmailBrand } from "./email-layout";

// Tells a member of staff that their sign-in changed, so a change they did not make is noticed: a new password,
// two-factor sign-in turned on, moved to a new phone or turned off, a new email address asked for and made; and
// that wrong two-factor codes followed their password (never saying more). Nothing in it can be used to sign in.

type Change =
  "password" | "two_factor" | "two_factor_on" | "two_factor_off" | "email_requested" | "email_changed" | "wrong_codes";
/** `email` is where the notice goes (the old address, for a new one); `newEmail` is said for an address change. */
export type AccountNoticeData = { email: string; change: Change; newEmail?: string };

const SUBJECTS: Record<Change, string> = {
  password: "Your admin password was changed",
  two_factor: "Two-factor sign-in was set up on a new phone",
  two_factor_on: "Two-factor sign-in was turned on",
  two_factor_off: "Two-factor sign-in was turned off",
  email_requested: "A new email address was asked for your admin account",
  email_changed: "Your admin account's email address was changed",
  wrong_codes: "Wrong two-factor codes for your admin account",
};

const WHAT_CHANGED: Record<Change, (email: string, newEmail: string) => string> = {
  password: (email) =>
    `The password of ${email} was changed from "Your account", and its other sessions were signed out.`,
  two_factor: (email) =>
    `Two-factor sign-in for ${email} now uses a new authenticator app; ` +
    "the old one and the old recovery codes no longer work.",
  two_factor_on: (email) =>
    `Two-factor sign-in for ${email} was turned on from "Your account": signing in now also asks for a code ` +
    "from an authenticator app.",
  two_factor_off: (email) =>
    `Two-factor sign-in for ${email} was turned off from "Your account": its password alone now signs in.`,
  email_requested: (email, newEmail) =>
    `Someone signed in as ${email} asked, from "Your account", to sign in with ${newEmail} instead. ` +
    `Nothing changes until the link sent to ${newEmail} is used; until then ${email} still signs in.`,
  email_changed: (email, newEmail) =>
    `The admin account ${email} now signs in with ${newEmail}, and its other sessions were signed out. ` +
    "Emails about its sign-in go to the new address from now on.",
  wrong_codes: (email) =>
    `Someone entered the password of ${email} but not the right two-factor code, several times. ` +
    "Entering codes is paused for a few minutes. Nobody signed in.",
};

function AccountNotice({ data, brand }: { data: AccountNoticeData; brand: EmailBrand }) {
  return (
    <EmailLayout brand={brand} preview={SUBJECTS[data.change]} title={SUBJECTS[data.change]}>
      <Text style={paragraph}>{WHAT_CHANGED[data.change](data.email, data.newEmail ?? "")}</Text>
      <Text style={paragraph}>
        If this was not you, reset your password from the login page ("Reset it.") at once and tell the shop's Owner.
      </Text>
    </EmailLayout>
  );
}

export const ACCOUNT_NOTICE_TEMPLATE = {
  subject: (d: AccountNoticeData) => SUBJECTS[d.change],
  render: (d: AccountNoticeData, b: EmailBrand): ReactElement => <AccountNotice data={d} brand={b} />,
};

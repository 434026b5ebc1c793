import { Text } from "@react-email/components";
import type { ReactElement } from "react";

import { EmailLayout, paragraph, type EmailBrand } from "./email-layout";

// Tells a member of staff that their sign-in changed, so a change they did not make is noticed: a new password,
// a new phone for two-factor sign-in, two-factor sign-in turned off. Nothing in it can be used to sign in.

export type AccountNoticeData = { email: string; change: "password" | "two_factor" | "two_factor_off" };

const SUBJECTS: Record<AccountNoticeData["change"], string> = {
  password: "Your admin password was changed",
  two_factor: "Two-factor sign-in was set up on a new phone",
  two_factor_off: "Two-factor sign-in was turned off",
};

const WHAT_CHANGED: Record<AccountNoticeData["change"], (email: string) => string> = {
  password: (email) =>
    `The password of ${email} was changed from "Your account", and its other sessions were signed out.`,
  two_factor: (email) =>
    `Two-factor sign-in for ${email} now uses a new authenticator app; ` +
    "the old one and the old recovery codes no longer work.",
  two_factor_off: (email) =>
    `Two-factor sign-in for ${email} was turned off from "Your account": its password alone now signs in.`,
};

function AccountNotice({ data, brand }: { data: AccountNoticeData; brand: EmailBrand }) {
  return (
    <EmailLayout brand={brand} preview={SUBJECTS[data.change]} title={SUBJECTS[data.change]}>
      <Text style={paragraph}>{WHAT_CHANGED[data.change](data.email)}</Text>
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

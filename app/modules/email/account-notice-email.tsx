import { Text } from "@react-email/components";
import type { ReactElement } from "react";

import { EmailLayout, paragraph, type EmailBrand } from "./email-layout";

// Tells a member of staff that their sign-in changed, so a change they did not make is noticed: a new password,
// a new phone for two-factor sign-in. Nothing in it can be used to sign in.

export type AccountNoticeData = { email: string; change: "password" | "two_factor" };

const SUBJECTS: Record<AccountNoticeData["change"], string> = {
  password: "Your admin password was changed",
  two_factor: "Two-factor sign-in was set up on a new phone",
};

function AccountNotice({ data, brand }: { data: AccountNoticeData; brand: EmailBrand }) {
  return (
    <EmailLayout brand={brand} preview={SUBJECTS[data.change]} title={SUBJECTS[data.change]}>
      <Text style={paragraph}>
        {data.change === "password"
          ? `The password of ${data.email} was changed from "Your account", and its other sessions were signed out.`
          : `Two-factor sign-in for ${data.email} now uses a new authenticator app; ` +
            "the old one and the old recovery codes no longer work."}
      </Text>
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

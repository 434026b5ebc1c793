import { Text } from "@react-email/components";
import type { ReactElement } from "react";

import { ActionLink, EmailLayout, paragraph, type EmailBrand } from "./email-layout";

// Tells a member of staff that sign-ins to their account kept failing and that signing in with the password is
// paused until they choose a new one with the link (docs/decisions/040). It says that attempts failed, never what
// in them was wrong, so the email tells nobody who reads it whether a guess came close.

export type SignInLockedData = { email: string; failures: number; link: string };

const SUBJECT = "Sign-in to your admin account is paused";

function SignInLocked({ data, brand }: { data: SignInLockedData; brand: EmailBrand }) {
  return (
    <EmailLayout brand={brand} preview={SUBJECT} title={SUBJECT}>
      <Text style={paragraph}>
        There were {data.failures} failed attempts to sign in to {data.email} at {brand.siteName}. To keep the account
        safe, signing in with its password is paused. Nobody signed in.
      </Text>
      <ActionLink href={data.link} label="Choose a new password" color={brand.color} />
      <Text style={paragraph}>
        Choosing a new password with this link signs you in again. The link works once, within an hour; after that, ask
        for a new one with "Reset it." on the login page.
      </Text>
      <Text style={paragraph}>If the attempts were not yours, tell the shop's Owner.</Text>
    </EmailLayout>
  );
}

export const SIGN_IN_LOCKED_TEMPLATE = {
  subject: () => SUBJECT,
  render: (d: SignInLockedData, b: EmailBrand): ReactElement => <SignInLocked data={d} brand={b} />,
};

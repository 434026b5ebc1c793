import { Text } from "@react-email/components";
import type { ReactElement } from "react";

import { ActionLink, EmailLayout, paragraph, type EmailBrand } from "./email-layout";

// Sent to the NEW address a member of staff asked to sign in with ("Your account"): the one-time link that makes
// it the account's address. Only whoever reads this inbox can finish the change, so a typo or someone else's
// address changes nothing. Like a reset, it is not sent once its link has expired, and its link is wiped when sent.

export type EmailChangeData = { email: string; newEmail: string; link: string; hours: number };

const SUBJECT = "Confirm your new admin email address";

function EmailChange({ data, brand }: { data: EmailChangeData; brand: EmailBrand }) {
  return (
    <EmailLayout brand={brand} preview={SUBJECT} title={SUBJECT}>
      <Text style={paragraph}>
        The admin account {data.email} at {brand.siteName} asked to sign in with {data.newEmail} from now on.
      </Text>
      <ActionLink href={data.link} label="Confirm my new email address" color={brand.color} />
      <Text style={paragraph}>
        Until you do, the account keeps signing in with its old address. The link works once, within {data.hours} hours.
        If you did not ask for this, ignore this email: nothing changes.
      </Text>
    </EmailLayout>
  );
}

export const EMAIL_CHANGE_TEMPLATE = {
  subject: () => SUBJECT,
  render: (d: EmailChangeData, b: EmailBrand): ReactElement => <EmailChange data={d} brand={b} />,
};

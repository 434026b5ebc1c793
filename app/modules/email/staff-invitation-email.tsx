import { Text } from "@react-email/components";
import type { ReactElement } from "react";

import { ActionLink, EmailLayout, paragraph, type EmailBrand } from "./email-layout";

// The Owner's invitation to join the staff (docs/decisions/040): a one-time link, valid for a week, to set a
// password. Like a password reset it is not sent once its link has expired, and its link is wiped when sent.

export type StaffInvitationData = {
  email: string;
  /** "Manager", as the Staff page names it */
  roleLabel: string;
  invitedBy: string;
  link: string;
};

function StaffInvitation({ data, brand }: { data: StaffInvitationData; brand: EmailBrand }) {
  return (
    <EmailLayout
      brand={brand}
      preview={`You're invited to help run ${brand.siteName}`}
      title={<>Join the team at {brand.siteName}</>}
    >
      <Text style={paragraph}>
        {data.invitedBy} has invited {data.email} to the shop's back office as <strong>{data.roleLabel}</strong>.
      </Text>
      <ActionLink href={data.link} label="Accept the invitation" color={brand.color} />
      <Text style={paragraph}>
        The link works once, within seven days: you choose your password and are signed in. If you were not expecting
        this, ignore this email.
      </Text>
    </EmailLayout>
  );
}

export const STAFF_INVITATION_TEMPLATE = {
  subject: (_d: StaffInvitationData, b: EmailBrand) => `You're invited to help run ${b.siteName}`,
  render: (d: StaffInvitationData, b: EmailBrand): ReactElement => <StaffInvitation data={d} brand={b} />,
};

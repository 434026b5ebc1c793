import { useState } from "react";
import { Form, useNavigation, useSubmit } from "react-router";

import { CsrfField, useCsrfToken } from "~/components/admin/csrf-field";
import { AdminPageHeader, ListTable } from "~/components/admin/list-parts";
import { Button, SubmitButton } from "~/components/ui/button";
import { ConfirmDialog } from "~/components/ui/dialog";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { OptionList, Select } from "~/components/ui/select";
import { formatDateGB } from "~/lib/dates";

import { ROLE_LABELS, ROLES, type Role } from "./permissions";

// The Staff page (Owner only, docs/decisions/040): invite by email with a role, change a role, remove
// someone, and revoke an invitation still waiting. Every button posts to the page's one action.

type Member = { id: string; email: string; role: Role };
type Invitation = { id: string; email: string; role: Role; expiresAt: Date | string };
type Refusal = { ok: false; error: string; fieldErrors?: Record<string, string> } | undefined;

const ROLE_HINTS: Record<Role, string> = {
  owner: "everything, staff and payments included",
  manager: "everything but staff and payment settings",
  fulfilment: "orders: view, ship, print packing slips, Click & Drop CSV",
};

function RoleOptions() {
  return <OptionList values={ROLES} labelOf={(role) => `${ROLE_LABELS[role]}: ${ROLE_HINTS[role]}`} />;
}

function InviteForm({ refusal }: { refusal: Refusal }) {
  const busy = useNavigation().formData?.get("intent") === "invite";
  return (
    <section aria-labelledby="invite-heading" className="mb-8 rounded-lg border bg-card p-4">
      <h2 id="invite-heading" className="mb-3 text-lg font-semibold">
        Invite someone
      </h2>
      <Form method="post" className="flex flex-col gap-4 sm:flex-row sm:items-end">
        <CsrfField />
        <input type="hidden" name="intent" value="invite" />
        <Field label="Email" error={refusal?.fieldErrors?.email} className="sm:flex-1">
          <Input name="email" type="email" autoComplete="off" required maxLength={255} />
        </Field>
        <Field label="Role" error={refusal?.fieldErrors?.role} className="sm:flex-1">
          <Select name="role" defaultValue="fulfilment">
            <RoleOptions />
          </Select>
        </Field>
        <SubmitButton busy={busy} label="Send invitation" busyLabel="Sending..." />
      </Form>
      <p className="mt-2 text-sm text-muted-foreground">
        The link is emailed, works once and expires after seven days.
      </p>
    </section>
  );
}

function RemoveButton({ member }: { member: Member }) {
  const [open, setOpen] = useState(false);
  const submit = useSubmit();
  const csrf = useCsrfToken();
  const busy = useNavigation().state !== "idle";
  return (
    <>
      <Button variant="outline" size="sm" onClick={() => setOpen(true)} aria-label={`Remove ${member.email}`}>
        Remove
      </Button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title={`Remove ${member.email}?`}
        description="They are signed out everywhere at once and can no longer open the back office."
        confirmLabel="Remove"
        busy={busy}
        onConfirm={() => {
          setOpen(false);
          void submit({ intent: "remove", userId: member.id, csrf }, { method: "post" });
        }}
      />
    </>
  );
}

function MemberRow({ member, you }: { member: Member; you: boolean }) {
  return (
    <tr>
      <td className="px-4 py-3 break-all">
        {member.email}
        {you ? <span className="ml-2 text-xs text-muted-foreground">(you)</span> : null}
      </td>
      <td className="px-4 py-3">
        <Form method="post" className="flex flex-wrap items-center gap-2">
          <CsrfField />
          <input type="hidden" name="intent" value="role" />
          <input type="hidden" name="userId" value={member.id} />
          <Select name="role" defaultValue={member.role} aria-label={`Role of ${member.email}`} className="h-9 w-auto">
            <OptionList values={ROLES} labelOf={(role) => ROLE_LABELS[role]} />
          </Select>
          <Button type="submit" variant="outline" size="sm" aria-label={`Change the role of ${member.email}`}>
            Change role
          </Button>
        </Form>
      </td>
      <td className="px-4 py-3 text-right">
        <RemoveButton member={member} />
      </td>
    </tr>
  );
}

export function StaffPage({
  members,
  invitations,
  you,
  refusal,
}: {
  members: Member[];
  invitations: Invitation[];
  you: string;
  refusal: Refusal;
}) {
  return (
    <div>
      <AdminPageHeader title="Staff" description="Who can use the back office, and what each person may do." />
      {refusal ? (
        <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          {refusal.error}
        </p>
      ) : null}
      <InviteForm refusal={refusal} />
      <h2 className="mb-3 text-lg font-semibold">Staff members</h2>
      <ListTable head={["Email", "Role"]} actionsColumn minWidth="sm:min-w-[640px]" phoneHidden={[]}>
        {members.map((m) => (
          <MemberRow key={m.id} member={m} you={m.id === you} />
        ))}
      </ListTable>
      <h2 className="mt-8 mb-3 text-lg font-semibold">Invitations waiting</h2>
      {invitations.length === 0 ? (
        <p className="text-sm text-muted-foreground">No invitations are waiting.</p>
      ) : (
        <ListTable head={["Email", "Role", "Expires"]} actionsColumn minWidth="sm:min-w-[640px]" phoneHidden={[3]}>
          {invitations.map((inv) => (
            <tr key={inv.id}>
              <td className="px-4 py-3 break-all">{inv.email}</td>
              <td className="px-4 py-3">{ROLE_LABELS[inv.role]}</td>
              <td className="px-4 py-3">{formatDateGB(inv.expiresAt)}</td>
              <td className="px-4 py-3 text-right">
                <Form method="post">
                  <CsrfField />
                  <input type="hidden" name="intent" value="revoke" />
                  <input type="hidden" name="invitationId" value={inv.id} />
                  <Button
                    type="submit"
                    variant="outline"
                    size="sm"
                    aria-label={`Revoke the invitation of ${inv.email}`}
                  >
                    Revoke
                  </Button>
                </Form>
              </td>
            </tr>
          ))}
        </ListTable>
      )}
    </div>
  );
}

import { UserX } from "lucide-react";
import { useState, type ReactNode } from "react";
import { Form, useNavigation } from "react-router";

import { CsrfField } from "~/components/admin/csrf-field";
import { Button } from "~/components/ui/button";
import { Dialog } from "~/components/ui/dialog";
import { formatDateGB } from "~/lib/dates";

import type { NewsletterStatus } from "./customers.schema";

// "Erase personal data" on a customer's page (docs/decisions/250): a real dialog that says, before
// anything happens, what goes, what stays and why, and that the erasure cannot be undone.

type Plan = {
  years: number;
  cutoff: string | Date;
  erasable: string[];
  kept: { orderNumber: string; until: string | Date }[];
};

function ListSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id}>
      <h3 id={id} className="font-semibold">
        {title}
      </h3>
      <ul className="mt-1 list-disc pl-5">{children}</ul>
    </section>
  );
}

const orders = (n: number) => `${n} order${n === 1 ? "" : "s"}`;

export function EraseCustomerDialog({
  email,
  plan,
  newsletter,
}: {
  email: string;
  plan: Plan;
  newsletter: NewsletterStatus;
}) {
  const [open, setOpen] = useState(false);
  const busy = useNavigation().state === "submitting";
  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} className="text-destructive">
        <UserX aria-hidden="true" className="h-4 w-4" /> Erase personal data
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Erase this customer's personal data?"
        description={`For ${email}. This cannot be undone.`}
      >
        <div className="mt-4 flex flex-col gap-4 text-sm">
          <ListSection id="erase-goes" title="Erased">
            <li>
              {newsletter === "none"
                ? "Marketing consent given at checkout."
                : "Their mailing-list subscription and marketing consent."}
            </li>
            {plan.erasable.length ? (
              <li>
                Name, email, delivery address and phone on {orders(plan.erasable.length)} placed before{" "}
                {formatDateGB(plan.cutoff)}: {plan.erasable.join(", ")}. They read “Erased customer”.
              </li>
            ) : (
              <li>No order is older than the {plan.years}-year retention period yet.</li>
            )}
          </ListSection>
          <ListSection id="erase-kept" title="Kept">
            <li>
              Every order's items, amounts, refunds and VAT invoice: the shop must keep its accounts for six years
              (HMRC), so invoices are not changed.
            </li>
            {plan.kept.map((o) => (
              <li key={o.orderNumber}>
                {`Order ${o.orderNumber} keeps the customer's details until ${formatDateGB(o.until)}: `}
                {`it is inside the ${plan.years}-year retention period set in Settings, `}
                kept for the accounts and for any claim or return.
              </li>
            ))}
          </ListSection>
          <p>
            Activity records that you erased this customer's data. It cannot be undone: the erased details are gone.
          </p>
          <Form method="post" className="flex flex-wrap justify-end gap-3">
            <CsrfField />
            <input type="hidden" name="intent" value="erase" />
            <Button type="button" variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button type="submit" variant="destructive" disabled={busy}>
              Erase personal data
            </Button>
          </Form>
        </div>
      </Dialog>
    </>
  );
}

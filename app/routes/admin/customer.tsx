import { ArrowLeft, Download } from "lucide-react";
import { Form, Link } from "react-router";

import { CsrfField } from "~/components/admin/csrf-field";
import { ListTable } from "~/components/admin/list-parts";
import { Button } from "~/components/ui/button";
import { formatDateGB } from "~/lib/dates";
import { DomainError } from "~/lib/errors";
import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { formatPrice } from "~/lib/money";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { can, CUSTOMER_PAGE_ACTIONS } from "~/modules/auth/permissions";
import { customerPath } from "~/modules/customers/customer-path";
import { CustomerRecordForm, CustomerRecordSummary } from "~/modules/customers/customer-record";
import { updateCustomerRecord } from "~/modules/customers/customer-record.server";
import type { CustomerRecordInput } from "~/modules/customers/customers.schema";
import { getCustomer } from "~/modules/customers/customers.server";
import { EraseCustomerDialog } from "~/modules/customers/erase-dialog";
import { erasureMessage } from "~/modules/customers/erasure";
import { customerErasurePlan, eraseCustomer } from "~/modules/customers/erasure.server";
import { NewsletterBadge } from "~/modules/customers/newsletter-badge";
import { OrderStatusBadge } from "~/modules/orders/order-status-badge";
import { deliveryDestinations } from "~/modules/settings/delivery-destinations";
import { getSettings } from "~/modules/settings/settings.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/customer";

export const routeRules = adminRules({ loader: "customers.view", action: CUSTOMER_PAGE_ACTIONS });

// /admin/dashboard/customers/{email}: one customer's details, record, newsletter status and orders.
export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db, actor) => {
    const customer = await getCustomer(db, args.params.email);
    const erasure = can(actor.role, "customers.erase") ? await customerErasurePlan(db, customer) : null;
    const countries = can(actor.role, "customers.manage") ? deliveryDestinations(await getSettings(db)) : null;
    return { ...customer, erasure, countries };
  });

// The record: Owner and Manager, recorded in Activity. Erasure (docs/decisions/250): Owner and Manager. The page
// stays while orders inside the retention period keep the address; otherwise the customer is gone and the list is
// shown.
export const action = (args: Route.ActionArgs) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    const intent = form.get("intent");
    if (intent === "record") {
      const { changed } = await updateCustomerRecord(
        db,
        { ...formInput<CustomerRecordInput>(form), email: args.params.email },
        actor,
      );
      return redirectWithToast(
        args.context.config,
        customerPath(args.params.email),
        changed ? "Customer updated." : "Nothing changed.",
      );
    }
    if (intent !== "erase") throw new DomainError("invalid_input", "Unknown action.");
    const done = await eraseCustomer(db, args.params.email, actor);
    return redirectWithToast(
      args.context.config,
      done.remains ? customerPath(done.email) : "/admin/dashboard/customers",
      erasureMessage(done),
    );
  });

export const meta: Route.MetaFunction = ({ data }) => [
  { title: `${data ? (data.name ?? data.email) : "Customer"} · Admin` },
];

function Figure({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="rounded-lg border p-4">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="mt-1 text-lg font-semibold tabular-nums">{children}</dd>
    </div>
  );
}

export default function Customer({ loaderData, actionData }: Route.ComponentProps) {
  const { email, name, orders, totals, newsletter, subscribedAt, erasure, record, latestAddress, countries } =
    loaderData;
  const errors = actionData && !actionData.ok ? (actionData.fieldErrors ?? {}) : {};
  return (
    <div className="flex flex-col gap-6">
      <div>
        <Link
          to="/admin/dashboard/customers"
          className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:underline"
        >
          <ArrowLeft aria-hidden="true" className="h-4 w-4" /> Customers
        </Link>
        <h1 className="mt-2 text-2xl font-bold break-words">{name ?? email}</h1>
        <p className="break-all text-muted-foreground">{email}</p>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-sm">
          Newsletter: <NewsletterBadge status={newsletter} />
          {subscribedAt ? <span className="text-muted-foreground">since {formatDateGB(subscribedAt)}</span> : null}
        </p>
      </div>

      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        <Figure label="Orders">{totals.orderCount}</Figure>
        <Figure label="Paid">{formatPrice(totals.paid)}</Figure>
        <Figure label="Refunded">{formatPrice(totals.refunded)}</Figure>
        <Figure label="Lifetime spend">{formatPrice(totals.spend)}</Figure>
      </dl>

      {/* A document post: the JSON file downloads without JavaScript, and the export is recorded in Activity. */}
      <div className="flex flex-wrap gap-3">
        <Form method="post" action={`${customerPath(email)}/export`} reloadDocument>
          <CsrfField />
          <Button type="submit" variant="outline">
            <Download aria-hidden="true" className="h-4 w-4" /> Download their data (JSON)
          </Button>
        </Form>
        {/* keyed by what it would erase: once that changes (the erasure ran), the dialog starts closed */}
        {erasure ? (
          <EraseCustomerDialog
            key={`${newsletter}:${erasure.erasable.join()}`}
            email={email}
            plan={erasure}
            newsletter={newsletter}
          />
        ) : null}
      </div>

      <section aria-labelledby="customer-record" className="flex flex-col gap-4 rounded-lg border p-4">
        <h2 id="customer-record" className="text-lg font-semibold">
          Customer record
        </h2>
        <CustomerRecordSummary record={record} latest={latestAddress} />
        {countries ? (
          <details open={Object.keys(errors).length > 0} className="group">
            <summary className="cursor-pointer text-sm font-medium text-primary underline-offset-2 hover:underline">
              Edit customer record
            </summary>
            <div className="mt-4">
              {actionData && !actionData.ok ? (
                <p role="alert" className="mb-3 text-sm text-destructive">
                  {actionData.error}
                </p>
              ) : null}
              <CustomerRecordForm record={record} countries={countries} errors={errors} />
            </div>
          </details>
        ) : null}
      </section>

      <section aria-labelledby="customer-orders">
        <h2 id="customer-orders" className="mb-3 text-lg font-semibold">
          Orders
        </h2>
        <ListTable
          head={["Order #", "Date", "Status", "Total", "Refunded"]}
          minWidth="sm:min-w-[560px]"
          phoneHidden={[2, 5]}
          empty={orders.length === 0 ? "No orders yet." : null}
        >
          {orders.map((o) => (
            <tr key={o.orderNumber}>
              <th scope="row" className="px-4 py-3 text-left font-medium">
                <Link to={`/admin/dashboard/orders/${o.orderNumber}`} className="underline underline-offset-2">
                  {o.orderNumber}
                </Link>
              </th>
              <td className="px-4 py-3 whitespace-nowrap">{formatDateGB(o.orderDate)}</td>
              <td className="px-4 py-3">
                <OrderStatusBadge status={o.status} />
              </td>
              <td className="px-4 py-3 tabular-nums">{formatPrice(o.total)}</td>
              <td className="px-4 py-3 tabular-nums">{o.refundedTotal ? formatPrice(o.refundedTotal) : "—"}</td>
            </tr>
          ))}
        </ListTable>
      </section>
    </div>
  );
}

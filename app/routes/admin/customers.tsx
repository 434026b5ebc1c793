import { Download } from "lucide-react";
import { Form, Link } from "react-router";

import { AdminPageHeader, ListTable } from "~/components/admin/list-parts";
import { Button } from "~/components/ui/button";
import { KeysetPagination } from "~/components/ui/keyset-pagination";
import { SearchForm } from "~/components/ui/list-controls";
import { adminListQuery } from "~/lib/admin-query";
import { formatDateGB } from "~/lib/dates";
import { keysetParams } from "~/lib/keyset.server";
import { formatPrice } from "~/lib/money";
import { adminPageLoader } from "~/modules/auth/admin-route.server";
import { customerPath } from "~/modules/customers/customer-path";
import { listCustomers } from "~/modules/customers/customers.server";
import { NewsletterBadge } from "~/modules/customers/newsletter-badge";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/customers";

export const routeRules = adminRules({ loader: "customers.view" });

// /admin/dashboard/customers: everyone who ordered or joined the mailing list, by email address.
export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, (db) =>
    listCustomers(db, { search: adminListQuery(args.request).search, ...keysetParams(args.request) }),
  );

export const meta: Route.MetaFunction = () => [{ title: "Customers · Admin" }];

export default function Customers({ loaderData }: Route.ComponentProps) {
  const { customers, total, moreThanTotal, search, pages } = loaderData;
  const counted = `${moreThanTotal ? "More than " : ""}${total.toLocaleString("en-GB")}`;
  return (
    <div className="flex flex-col">
      <AdminPageHeader title="Customers" description={`${counted} ${total === 1 ? "customer" : "customers"}`}>
        {/* A plain GET form: the file downloads without JavaScript, and the export streams from the server. */}
        <Form method="get" action="/admin/dashboard/customers/export" reloadDocument>
          {search ? <input type="hidden" name="search" value={search} /> : null}
          <Button type="submit" variant="outline" disabled={total === 0}>
            <Download aria-hidden="true" className="h-4 w-4" /> Export CSV
          </Button>
        </Form>
      </AdminPageHeader>
      <div className="mb-4">
        <SearchForm label="Search customers by name or email" placeholder="Search customers..." defaultValue={search} />
      </div>
      <ListTable
        head={["Customer", "Orders", "Spend", "Last order", "Newsletter"]}
        minWidth="sm:min-w-[640px]"
        phoneHidden={[4, 5]}
        empty={customers.length > 0 ? null : search ? `No customers match “${search}”.` : "No customers yet."}
      >
        {customers.map((c) => (
          <tr key={c.email}>
            <th scope="row" className="px-4 py-3 text-left font-medium">
              <Link to={customerPath(c.email)} className="underline-offset-2 hover:underline">
                {c.name ?? c.email}
              </Link>
              {c.name ? (
                <span className="block text-xs font-normal break-all text-muted-foreground">{c.email}</span>
              ) : null}
            </th>
            <td className="px-4 py-3 tabular-nums">{c.orderCount}</td>
            <td className="px-4 py-3 tabular-nums">{formatPrice(c.spend)}</td>
            <td className="px-4 py-3 whitespace-nowrap">{c.lastOrderAt ? formatDateGB(c.lastOrderAt) : "—"}</td>
            <td className="px-4 py-3">
              <NewsletterBadge status={c.newsletter} />
            </td>
          </tr>
        ))}
      </ListTable>
      <KeysetPagination pages={pages} label="Customers pages" />
    </div>
  );
}

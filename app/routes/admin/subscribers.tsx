import { Download } from "lucide-react";
import { Form } from "react-router";

import { AdminPageHeader, ListTable } from "~/components/admin/list-parts";
import { Button } from "~/components/ui/button";
import { KeysetPagination } from "~/components/ui/keyset-pagination";
import { formatDateGB } from "~/lib/dates";
import { keysetParams } from "~/lib/keyset.server";
import { requireAdminPage } from "~/modules/auth/session.server";
import { subscriberStatus } from "~/modules/subscribers/subscriber-status";
import { listSubscribers } from "~/modules/subscribers/subscribers-admin.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/subscribers";

export const routeRules = adminRules({ loader: "subscribers.view" });

export const meta: Route.MetaFunction = () => [{ title: "Email Subscribers · Admin" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request, routeRules.permission.loader);
  return listSubscribers(context.db, keysetParams(request));
}

export default function Subscribers({ loaderData }: Route.ComponentProps) {
  const { subscribers, total, pages } = loaderData;
  return (
    <div className="flex flex-col">
      <AdminPageHeader
        title="Email Subscribers"
        description={
          <>
            Total subscribers: <strong className="text-foreground">{total}</strong>
          </>
        }
      >
        {/* A plain GET form: the file downloads without JavaScript, and the export streams from the server. */}
        <Form method="get" action="/admin/dashboard/subscribers/export" reloadDocument>
          <Button type="submit" variant="outline" disabled={total === 0}>
            <Download aria-hidden="true" className="h-4 w-4" /> Export CSV
          </Button>
        </Form>
      </AdminPageHeader>

      <ListTable
        head={["Email", "Subscribed At", "Source", "Status"]}
        minWidth="sm:min-w-[560px]"
        phoneHidden={[2, 3]}
        empty={subscribers.length === 0 ? "No subscribers yet." : null}
      >
        {subscribers.map((s) => (
          <tr key={s.id}>
            <td className="px-4 py-3 break-all">{s.email}</td>
            <td className="px-4 py-3 whitespace-nowrap">{formatDateGB(s.subscribedAt)}</td>
            <td className="px-4 py-3">{s.source}</td>
            <td className="px-4 py-3">
              <span
                className={
                  subscriberStatus(s) === "Active"
                    ? "rounded-full border border-green-300 bg-green-100 px-2.5 " +
                      "py-0.5 text-xs font-semibold text-green-800"
                    : "rounded-full border bg-muted px-2.5 py-0.5 text-xs font-semibold text-muted-foreground"
                }
              >
                {subscriberStatus(s)}
              </span>
            </td>
          </tr>
        ))}
      </ListTable>

      <KeysetPagination pages={pages} label="Subscribers pages" />
    </div>
  );
}

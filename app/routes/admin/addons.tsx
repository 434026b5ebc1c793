import type { Route } from "./+types/addons";
import { adminListQuery } from "~/lib/admin-query";
import { adminDeleteAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { Pagination, SearchForm, StatusBadge } from "~/components/ui/list-controls";
import { formatPrice } from "~/lib/money";
import { deleteAddon, listAddonsForAdmin } from "~/modules/addons/addons-admin.server";
import { AdminPageHeader, AdminTable, DeleteAction, EditLink, Thumb } from "~/components/admin/list-parts";

export const loader = (args: Route.LoaderArgs) => adminPageLoader(args, (db) => listAddonsForAdmin(db, adminListQuery(args.request)));

export const action = (args: Route.ActionArgs) => adminDeleteAction(args, deleteAddon, "Add-on deleted successfully.");

export const meta: Route.MetaFunction = () => [{ title: "Add-ons · Admin" }];

export default function Addons({ loaderData }: Route.ComponentProps) {
  const { addons, page, pageCount, search, total } = loaderData;
  return (
    <>
      <AdminPageHeader title="Add-ons" description={`${total} ${total === 1 ? "add-on" : "add-ons"}`} addTo="/admin/dashboard/addons/new" addLabel="Add Add-on" />
      <div className="mb-4">
        <SearchForm label="Search add-ons by name" placeholder="Search add-ons..." defaultValue={search} />
      </div>
      <AdminTable
        caption="Add-ons"
        head={["Image", "Name", "Type", "Price", "Status", "Actions"]}
        empty={addons.length === 0 ? <p className="p-6 text-center text-muted-foreground">{search ? `No add-ons match “${search}”.` : "No add-ons yet."}</p> : null}
      >
        {addons.map((a) => (
          <tr key={a.id}>
            <td className="px-3 py-2">
              <Thumb src={a.image} alt={a.name} />
            </td>
            <th scope="row" className="px-3 py-2 font-medium">
              {a.name}
              <span className="block text-xs font-normal text-muted-foreground">/{a.slug}</span>
            </th>
            <td className="px-3 py-2">{a.type === "upgrade" ? "Upgrade" : "Accessory"}</td>
            <td className="px-3 py-2 tabular-nums">{formatPrice(a.price)}</td>
            <td className="px-3 py-2">
              <StatusBadge status={a.status} />
            </td>
            <td className="px-3 py-2">
              <div className="flex gap-1">
                <EditLink to={`/admin/dashboard/addons/edit/${a.id}`} name={a.name} />
                <DeleteAction id={a.id} name={a.name} description={`This will permanently delete “${a.name}”. This action cannot be undone.`} />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination page={page} pageCount={pageCount} label="Add-ons pages" />
    </>
  );
}

import { CatalogRow, SearchableList } from "~/components/admin/list-parts";
import { adminListQuery } from "~/lib/admin-query";
import { formatPrice } from "~/lib/money";
import { deleteAddon, listAddonsForAdmin } from "~/modules/addons/addons-admin.server";
import { waitingCounts } from "~/modules/alerts/back-in-stock.server";
import { WaitingForRestock } from "~/modules/alerts/waiting-note";
import { adminDeleteAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { CATALOG_PAGE } from "~/routes/route-rules";

import type { Route } from "./+types/addons";

export const routeRules = CATALOG_PAGE;

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => {
    const list = await listAddonsForAdmin(db, adminListQuery(args.request));
    // shoppers who asked to be emailed when a sold-out add-on is back
    const ids = list.addons.map((a) => a.id);
    return { ...list, waiting: await waitingCounts(db, "addon", ids) };
  });

export const action = (args: Route.ActionArgs) =>
  adminDeleteAction(args, routeRules.permission.action, deleteAddon, "Add-on deleted successfully.");

export const meta: Route.MetaFunction = () => [{ title: "Add-ons · Admin" }];

export default function Addons({ loaderData }: Route.ComponentProps) {
  const { addons, waiting, ...list } = loaderData;
  return (
    <SearchableList
      title="Add-ons"
      noun={{ one: "add-on", many: "add-ons" }}
      addTo="/admin/dashboard/addons/new"
      addLabel="Add Add-on"
      head={["Image", "Name", "Type", "Price", "Stock", "Status", "Actions"]}
      phoneHidden={[1, 3, 5]}
      {...list}
      shown={addons.length}
    >
      {addons.map((a) => (
        <CatalogRow key={a.id} item={a} alt={a.name} editTo={`/admin/dashboard/addons/edit/${a.id}`}>
          <td className="px-3 py-2">{a.type === "upgrade" ? "Upgrade" : "Accessory"}</td>
          <td className="px-3 py-2 tabular-nums">{formatPrice(a.price)}</td>
          <td className="px-3 py-2 tabular-nums">
            {a.stock.total === null ? <span className="text-muted-foreground">Not tracked</span> : a.stock.total}
            {a.stock.soldOut.length > 0 ? (
              <span className="block text-xs text-destructive">
                Sold out{a.stock.soldOut.some(Boolean) ? `: ${a.stock.soldOut.filter(Boolean).join(", ")}` : ""}
              </span>
            ) : null}
            <WaitingForRestock count={waiting[a.id]} />
          </td>
        </CatalogRow>
      ))}
    </SearchableList>
  );
}

import { Link } from "react-router";

import { CatalogRow, SearchableList } from "~/components/admin/list-parts";
import { buttonClasses } from "~/components/ui/button";
import { adminListQuery } from "~/lib/admin-query";
import { formatPrice } from "~/lib/money";
import { waitingCounts } from "~/modules/alerts/back-in-stock.server";
import { WaitingForRestock } from "~/modules/alerts/waiting-note";
import { adminDeleteAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { deleteProduct, listProductsForAdmin } from "~/modules/catalog/catalog-admin.server";
import { stockLevel } from "~/modules/catalog/stock";
import { CATALOG_PAGE } from "~/routes/route-rules";

import type { Route } from "./+types/products";

export const routeRules = CATALOG_PAGE;

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => {
    const list = await listProductsForAdmin(db, adminListQuery(args.request));
    // shoppers who asked to be emailed when a sold-out product is back
    const ids = list.products.map((p) => p.id);
    return { ...list, waiting: await waitingCounts(db, "product", ids) };
  });

export const action = (args: Route.ActionArgs) =>
  adminDeleteAction(args, routeRules.permission.action, deleteProduct, "Product deleted successfully.");

export const meta: Route.MetaFunction = () => [{ title: "Products · Admin" }];

const STOCK_NOTE = {
  out: <span className="block text-xs text-destructive">Out of stock</span>,
  low: <span className="block text-xs text-destructive">Low stock</span>,
  ok: null,
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { products, waiting, ...list } = loaderData;
  return (
    <SearchableList
      title="Products"
      noun={{ one: "product", many: "products" }}
      addTo="/admin/dashboard/products/new"
      addLabel="Add Product"
      head={["Image", "Name", "SEO Title", "Price", "Stock", "Status", "Actions"]}
      phoneHidden={[1, 3, 4]}
      {...list}
      shown={products.length}
      actions={
        <Link
          to="/admin/dashboard/products/import"
          className={buttonClasses("outline", "md", "shrink-0 self-start whitespace-nowrap")}
        >
          Import / Export
        </Link>
      }
    >
      {products.map((p) => (
        <CatalogRow
          key={p.id}
          item={p}
          alt={p.imageAltText || p.name}
          editTo={`/admin/dashboard/products/edit/${p.id}`}
        >
          <td className="max-w-56 px-3 py-2">
            {p.seoTitle ? (
              <span className="line-clamp-2">{p.seoTitle}</span>
            ) : (
              <span className="text-muted-foreground italic">Not set</span>
            )}
          </td>
          <td className="px-3 py-2 tabular-nums">{formatPrice(p.price)}</td>
          <td className="px-3 py-2 tabular-nums">
            {p.stockQuantity}
            {STOCK_NOTE[stockLevel(p.stockQuantity, p.stockAlertThreshold)]}
            {p.stockQuantity > 0 && p.soldOutVariants.length > 0 ? (
              <span className="block text-xs text-destructive">Sold out: {p.soldOutVariants.join(", ")}</span>
            ) : null}
            <WaitingForRestock count={waiting[p.id]} />
          </td>
        </CatalogRow>
      ))}
    </SearchableList>
  );
}

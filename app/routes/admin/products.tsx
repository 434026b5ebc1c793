import type { Route } from "./+types/products";
import { adminListQuery } from "~/lib/admin-query";
import { adminDeleteAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import { Pagination, SearchForm, StatusBadge } from "~/components/ui/list-controls";
import { formatPrice } from "~/lib/money";
import { AdminPageHeader, AdminTable, DeleteAction, EditLink, Thumb } from "~/components/admin/list-parts";
import { stockLevel } from "~/modules/catalog/stock";
import { deleteProduct, listProductsForAdmin } from "~/modules/catalog/catalog-admin.server";

export const loader = (args: Route.LoaderArgs) => adminPageLoader(args, (db) => listProductsForAdmin(db, adminListQuery(args.request)));

export const action = (args: Route.ActionArgs) => adminDeleteAction(args, deleteProduct, "Product deleted successfully.");

export const meta: Route.MetaFunction = () => [{ title: "Products · Admin" }];

const STOCK_NOTE = {
  out: <span className="block text-xs text-destructive">Out of stock</span>,
  low: <span className="block text-xs text-destructive">Low stock</span>,
  ok: null,
};

export default function Products({ loaderData }: Route.ComponentProps) {
  const { products, page, pageCount, search, total } = loaderData;
  return (
    <>
      <AdminPageHeader title="Products" description={`${total} ${total === 1 ? "product" : "products"}`} addTo="/admin/dashboard/products/new" addLabel="Add Product" />
      <div className="mb-4">
        <SearchForm label="Search products by name" placeholder="Search products..." defaultValue={search} />
      </div>
      <AdminTable
        caption="Products"
        head={["Image", "Name", "SEO Title", "Price", "Stock", "Status", "Actions"]}
        empty={products.length === 0 ? <p className="p-6 text-center text-muted-foreground">{search ? `No products match “${search}”.` : "No products yet."}</p> : null}
      >
        {products.map((p) => (
          <tr key={p.id}>
            <td className="px-3 py-2">
              <Thumb src={p.image} alt={p.imageAltText || p.name} />
            </td>
            <th scope="row" className="px-3 py-2 font-medium">
              {p.name}
              <span className="block text-xs font-normal text-muted-foreground">/{p.slug}</span>
            </th>
            <td className="max-w-56 px-3 py-2">{p.seoTitle ? <span className="line-clamp-2">{p.seoTitle}</span> : <span className="text-muted-foreground italic">Not set</span>}</td>
            <td className="px-3 py-2 tabular-nums">{formatPrice(p.price)}</td>
            <td className="px-3 py-2 tabular-nums">
              {p.stockQuantity}
              {STOCK_NOTE[stockLevel(p.stockQuantity, p.stockAlertThreshold)]}
            </td>
            <td className="px-3 py-2">
              <StatusBadge status={p.status} />
            </td>
            <td className="px-3 py-2">
              <div className="flex gap-1">
                <EditLink to={`/admin/dashboard/products/edit/${p.id}`} name={p.name} />
                <DeleteAction id={p.id} name={p.name} description={`This will permanently delete “${p.name}”. This action cannot be undone.`} />
              </div>
            </td>
          </tr>
        ))}
      </AdminTable>
      <Pagination page={page} pageCount={pageCount} label="Products pages" />
    </>
  );
}

import {
  Boxes,
  Clock,
  FileQuestion,
  Loader,
  PackageCheck,
  PoundSterling,
  Puzzle,
  Settings,
  ShoppingBag,
  Star,
  Truck,
} from "lucide-react";
import { Link } from "react-router";

import { useToastMessage } from "~/components/ui/use-toast-message";
import { orLogged, queryOf } from "~/lib/http.server";
import { formatPrice } from "~/lib/money";
import { requireAdminPage } from "~/modules/auth/session.server";
import { getLowStockProducts } from "~/modules/catalog/catalog-admin.server";
import { getDashboardStats } from "~/modules/orders/order-reports.server";
import { SalesByPeriod } from "~/modules/orders/period-report";
import { PeriodQuerySchema, REVENUE_INCLUDES } from "~/modules/orders/period-report.schema";
import { getPeriodReport } from "~/modules/orders/period-report.server";
import { listLiveCodes } from "~/modules/promotions/discount-codes-admin.server";
import { LiveSales } from "~/modules/promotions/live-sales";
import { listLiveSales, listScheduledSales } from "~/modules/promotions/sales-admin.server";
import { getLegalStatus } from "~/modules/settings/settings.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/overview";

export const routeRules = adminRules({ loader: "overview.view" });

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(context.db, request, routeRules.permission.loader);
  const legal = await getLegalStatus(context.db);
  const { period } = PeriodQuerySchema.parse(queryOf(request));
  const figures = await orLogged(
    Promise.all([
      getDashboardStats(context.db),
      getPeriodReport(context.db, period),
      getLowStockProducts(context.db),
      listLiveSales(context.db),
      listLiveCodes(context.db),
      listScheduledSales(context.db),
    ]),
    null,
    context.logger,
    "dashboard statistics failed",
  );
  // the dashboard shows without its figures when they fail: logged, not an error page
  if (!figures)
    return {
      stats: null,
      report: null,
      lowStock: [],
      liveSales: [],
      liveCodes: [],
      scheduledSales: [],
      legal,
      error: true,
    };
  const [stats, report, lowStock, liveSales, liveCodes, scheduledSales] = figures;
  return { stats, report, lowStock, liveSales, liveCodes, scheduledSales, legal, error: false };
}

export const meta: Route.MetaFunction = () => [{ title: "Dashboard · Admin" }];

const ERROR_TOAST = { kind: "error" as const, title: "Error", description: "Failed to load dashboard statistics" };
/** A quick link's count says what it counts: what the shop shows, and all there is. */
const counted = ({ published, all }: { published: number; all: number }) => `${published} published · ${all} in all`;

/** What the law asks of the shop that is not yet done: trader details, policies on their templates. */
function LegalNotice({ missingTraderDetails, templatedPolicies }: Awaited<ReturnType<typeof getLegalStatus>>) {
  if (!missingTraderDetails.length && !templatedPolicies.length) return null;
  return (
    <section aria-labelledby="legal-heading" className="rounded-md border border-amber-600 bg-amber-50 p-4 text-sm">
      <h2 id="legal-heading" className="font-semibold text-amber-900">
        Legal details to check
      </h2>
      <ul className="mt-2 list-disc pl-5 text-amber-900">
        {missingTraderDetails.length ? (
          <li>
            Missing from the trader&apos;s identity: {missingTraderDetails.join(", ")}.{" "}
            <Link to="/admin/dashboard/settings?tab=business" className="font-semibold underline">
              Add them
            </Link>
          </li>
        ) : null}
        {templatedPolicies.map((title) => (
          <li key={title}>
            {title} is empty, so the storefront shows the UK template.{" "}
            <Link to="/admin/dashboard/settings?tab=policies" className="font-semibold underline">
              Review policies
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}

export default function Overview({ loaderData }: Route.ComponentProps) {
  const { stats, report, lowStock, liveSales, liveCodes, scheduledSales, legal, error } = loaderData;
  useToastMessage(error ? ERROR_TOAST : null);

  const cards = stats
    ? [
        // each card says what it counts: all time, and whether cancelled orders are in it
        {
          label: "Total Revenue",
          value: formatPrice(stats.totalRevenue),
          icon: PoundSterling,
          includes: `All time: ${REVENUE_INCLUDES.toLowerCase()}`,
        },
        {
          label: "Total Orders",
          value: String(stats.totalOrders),
          icon: ShoppingBag,
          includes: "All time: every order placed, cancelled ones included",
        },
        { label: "Pending", value: String(stats.pending), icon: Clock, includes: "Orders pending now" },
        { label: "Processing", value: String(stats.processing), icon: Loader, includes: "Orders processing now" },
        {
          label: "Shipped",
          value: String(stats.shipped),
          icon: Truck,
          includes: "On their way now, not yet delivered",
        },
      ]
    : [];
  const links = [
    { label: "Products", to: "/admin/dashboard/products", count: stats && counted(stats.products), icon: Boxes },
    {
      label: "Orders",
      to: "/admin/dashboard/orders",
      count: stats && `${stats.totalOrders} ${stats.totalOrders === 1 ? "order" : "orders"}`,
      icon: PackageCheck,
    },
    { label: "Add-ons", to: "/admin/dashboard/addons", count: stats && counted(stats.addons), icon: Puzzle },
    { label: "Reviews", to: "/admin/dashboard/reviews", count: stats && counted(stats.reviews), icon: Star },
    { label: "FAQs", to: "/admin/dashboard/faq", icon: FileQuestion },
    { label: "Settings", to: "/admin/dashboard/settings", icon: Settings },
  ];

  return (
    <div className="flex flex-col gap-8">
      <h1 className="text-2xl font-bold">Dashboard</h1>
      {error ? (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive"
        >
          Failed to load dashboard statistics
        </p>
      ) : null}

      <LegalNotice {...legal} />

      {stats ? (
        <section aria-labelledby="stats-heading">
          <h2 id="stats-heading" className="sr-only">
            Statistics
          </h2>
          <ul className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-5">
            {cards.map(({ label, value, icon: Icon, includes }) => (
              <li
                key={label}
                className="rounded-lg border bg-card p-4 first:col-span-2 lg:first:col-span-1"
                aria-label={label}
              >
                <div className="flex items-center justify-between text-sm font-medium text-muted-foreground">
                  <span>{label}</span>
                  <Icon aria-hidden="true" className="h-4 w-4" />
                </div>
                <p className="mt-2 text-xl font-bold break-words sm:text-2xl">{value}</p>
                {/* a span, so the card's one paragraph is its figure */}
                <span className="mt-1 block text-xs text-muted-foreground">{includes}</span>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      <section aria-labelledby="links-heading">
        <h2 id="links-heading" className="mb-3 text-lg font-semibold">
          Quick links
        </h2>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {links.map(({ label, to, count, icon: Icon }) => (
            <li key={label}>
              <Link to={to} className="flex items-center gap-3 rounded-lg border bg-card p-4 hover:bg-muted">
                <Icon aria-hidden="true" className="h-5 w-5 text-primary" />
                <span className="font-semibold">{label}</span>
                {count ? <span className="ml-auto text-right text-sm text-muted-foreground">{count}</span> : null}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      {report ? <SalesByPeriod report={report} /> : null}

      {stats ? <LiveSales sales={liveSales} codes={liveCodes} scheduled={scheduledSales} /> : null}

      {stats ? (
        <section aria-labelledby="stock-heading" className="rounded-lg border bg-card p-4">
          <h2 id="stock-heading" className="mb-3 text-lg font-semibold">
            Low stock
          </h2>
          {lowStock.length === 0 ? (
            <p className="text-sm text-muted-foreground">Every product is above its low-stock threshold.</p>
          ) : (
            <ul className="divide-y">
              {lowStock.map((p) => (
                <li key={`${p.id}:${p.variant}`} className="flex items-center justify-between gap-3 py-2 text-sm">
                  <Link
                    to={`/admin/dashboard/${p.kind === "addon" ? "addons" : "products"}/edit/${p.id}`}
                    className="truncate font-medium hover:underline"
                  >
                    {p.variant ? `${p.name} (${p.variant})` : p.name}
                  </Link>
                  <span className={p.stockQuantity === 0 ? "font-semibold text-destructive" : "text-muted-foreground"}>
                    {p.stockQuantity === 0 ? "Out of stock" : `${p.stockQuantity} left`}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : null}
    </div>
  );
}

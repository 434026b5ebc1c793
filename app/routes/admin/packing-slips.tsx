import { Printer } from "lucide-react";
import { Link, useRouteLoaderData } from "react-router";

import { Button } from "~/components/ui/button";
import { unlistedPageMeta } from "~/lib/seo";
import { adminPageLoader } from "~/modules/auth/admin-route.server";
import { PackingSlip } from "~/modules/orders/packing-slip";
import { getPackingSlips } from "~/modules/orders/packing-slips.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/packing-slips";

// /admin/packing-slips?id=...&id=...: the packing slips of one order or of the orders ticked on the list,
// one to a printed page. Outside the admin layout so nothing but the slips prints.

export const routeRules = adminRules({ loader: "orders.ship" });

export const meta: Route.MetaFunction = ({ data }) =>
  unlistedPageMeta(`Packing slips${data ? ` (${data.slips.length})` : ""} · Admin`);

export const loader = (args: Route.LoaderArgs) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => ({
    slips: await getPackingSlips(db, new URL(args.request.url).searchParams.getAll("id")),
  }));

export default function PackingSlips({ loaderData }: Route.ComponentProps) {
  const { slips } = loaderData;
  const root = useRouteLoaderData<{ settings: { siteLogoText: string } }>("root");
  const shopName = root?.settings.siteLogoText ?? "";
  return (
    <main className="flex flex-col gap-6 bg-muted/40 p-4 print:bg-white print:p-0">
      <div className="mx-auto flex w-full max-w-3xl flex-wrap items-center justify-between gap-3 print:hidden">
        <h1 className="text-xl font-bold">{slips.length === 1 ? "Packing slip" : `${slips.length} packing slips`}</h1>
        <div className="flex gap-2">
          <Link to="/admin/dashboard/orders" className="self-center text-sm underline">
            Back to orders
          </Link>
          <Button onClick={() => window.print()}>
            <Printer aria-hidden="true" className="h-4 w-4" /> Print
          </Button>
        </div>
      </div>
      {slips.map((slip) => (
        <PackingSlip key={slip.id} slip={slip} shopName={shopName} />
      ))}
    </main>
  );
}

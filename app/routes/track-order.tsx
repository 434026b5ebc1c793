import { data, useLocation } from "react-router";

import { StorefrontRouteError } from "~/components/storefront/route-error";
import { TrackOrderPage } from "~/modules/tracking/track-order-page";
import { getTrackingSettings, trackOrderOutcome } from "~/modules/tracking/tracking.server";
import { FORM_BODY, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/track-order";

export const routeRules = {
  permission: "public",
  cache: { store: true, personal: ["order"] },
  body: FORM_BODY,
} satisfies RouteRules;

// /track-order. With ?order= (the confirmation page's "Track your order" link, or the form sent
// before scripts load) the server looks the order up, so results arrive with the page; later
// searches go to POST /api/track-order from the page itself.
export async function loader({ request, context }: Route.LoaderArgs) {
  const settings = await getTrackingSettings(context.db);
  if (!settings) throw data(null, { status: 404 });
  const query = new URL(request.url).searchParams.get("order");
  const outcome = query === null ? null : await trackOrderOutcome(context, request, settings, query);
  return { title: settings.trackingPageTitle, subtitle: settings.trackingPageSubtitle, query: query ?? "", outcome };
}

export const meta: Route.MetaFunction = ({ data }) => [
  { title: data?.title ?? "Track Your Order" },
  { name: "description", content: data?.subtitle ?? "" },
  // Results are personal to whoever holds the order number.
  { name: "robots", content: "noindex" },
];

// The page switched off in settings is a 404 that keeps the storefront's header and footer.
export const ErrorBoundary = StorefrontRouteError;

export default function TrackOrder({ loaderData }: Route.ComponentProps) {
  const { search } = useLocation();
  return (
    <TrackOrderPage
      key={search}
      title={loaderData.title}
      subtitle={loaderData.subtitle}
      initialQuery={loaderData.query}
      initialOutcome={loaderData.outcome}
    />
  );
}

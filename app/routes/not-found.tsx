import { data } from "react-router";

import { NotFoundPage } from "~/components/storefront/not-found-page";
import { lazyToasterHandle } from "~/components/ui/toaster";
import { redactUrl } from "~/lib/log-redaction";
import { notFoundMeta } from "~/lib/seo";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/not-found";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

// Any unknown path: a real 404 inside the storefront layout, with the path logged so broken links
// show up in the logs.
export async function loader({ request, context }: Route.LoaderArgs) {
  context.logger.warn({ path: redactUrl(new URL(request.url).pathname) }, "unknown route");
  return data({ notFound: true }, { status: 404 });
}

export const handle = lazyToasterHandle;

export const meta: Route.MetaFunction = () => notFoundMeta();

export default function NotFound() {
  return <NotFoundPage />;
}

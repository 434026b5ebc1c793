import { StorefrontRouteError } from "~/components/storefront/route-error";
import { lazyToasterHandle } from "~/components/ui/toaster";
import { LegalPage, legalPageMeta } from "~/modules/storefront/legal-page";
import { legalPageLoader } from "~/modules/storefront/legal-page.server";
import { CACHED, FORM_BODY, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/returns";

export const routeRules = { permission: "public", cache: CACHED, body: FORM_BODY } satisfies RouteRules;

// Returns & Cancellations: the right to cancel, the model form and faulty goods, or the operator's own text.
export const loader = legalPageLoader("returns");

export const handle = lazyToasterHandle;

export const meta: Route.MetaFunction = legalPageMeta(
  "returns",
  (siteName) => `Your 14-day right to cancel, how to return an item, and your rights for faulty goods at ${siteName}.`,
);

export const ErrorBoundary = StorefrontRouteError;

export default LegalPage;

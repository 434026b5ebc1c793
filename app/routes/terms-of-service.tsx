import { StorefrontRouteError } from "~/components/storefront/route-error";
import { lazyToasterHandle } from "~/components/ui/toaster";
import { LegalPage, legalPageMeta } from "~/modules/storefront/legal-page";
import { legalPageLoader } from "~/modules/storefront/legal-page.server";
import { CACHED, FORM_BODY, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/terms-of-service";

export const routeRules = { permission: "public", cache: CACHED, body: FORM_BODY } satisfies RouteRules;

// The Terms of Sale: the operator's text, or the UK template when they have left it empty.
export const loader = legalPageLoader("terms");

export const handle = lazyToasterHandle;

export const meta: Route.MetaFunction = legalPageMeta(
  "terms",
  (siteName) => `The terms that apply when you shop with ${siteName}.`,
);

export const ErrorBoundary = StorefrontRouteError;

export default LegalPage;

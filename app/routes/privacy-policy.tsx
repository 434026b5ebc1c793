import { StorefrontRouteError } from "~/components/storefront/route-error";
import { LegalPage, legalPageMeta } from "~/modules/storefront/legal-page";
import { legalPageLoader } from "~/modules/storefront/legal-page.server";

import type { Route } from "./+types/privacy-policy";

// The Privacy Notice: the operator's text, or the UK template when they have left it empty.
export const loader = legalPageLoader("privacy");

// Toasts here only answer the shopper's own actions (root.tsx loads the toaster on first use).
export const handle = { lazyToaster: true };

export const meta: Route.MetaFunction = legalPageMeta(
  "privacy",
  (siteName) => `How ${siteName} collects, uses and protects your personal data.`,
);

export const ErrorBoundary = StorefrontRouteError;

export default LegalPage;

import { data } from "react-router";

import { NotFoundPage } from "~/components/storefront/not-found-page";
import { notFoundMeta } from "~/lib/seo";

import type { Route } from "./+types/not-found";

// Any unknown path: a real 404 inside the storefront layout, with the path logged so broken links
// show up in the logs.
export async function loader({ request, context }: Route.LoaderArgs) {
  context.logger.warn({ path: new URL(request.url).pathname }, "unknown route");
  return data({ notFound: true }, { status: 404 });
}

// Toasts here only answer the shopper's own actions (root.tsx loads the toaster on first use).
export const handle = { lazyToaster: true };

export const meta: Route.MetaFunction = () => notFoundMeta();

export default function NotFound() {
  return <NotFoundPage />;
}

import { isRouteErrorResponse, Link, useRouteError } from "react-router";

import { buttonClasses } from "~/components/ui/button";

import { NotFoundPage } from "./not-found-page";

/** ErrorBoundary for storefront pages: rendered inside the layout, so header and footer stay. */
export function StorefrontRouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <div
      className={
        "mx-auto flex min-h-[50vh] max-w-xl flex-col items-center " + "justify-center gap-4 px-4 py-16 text-center"
      }
    >
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="text-muted-foreground">Please try again in a moment.</p>
      <Link to="/" className={buttonClasses("primary", "md")}>
        Return to Home
      </Link>
    </div>
  );
}

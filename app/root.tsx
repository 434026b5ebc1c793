// First: zod must be told it runs under a CSP before any schema is built (see the module).
import "~/lib/zod-browser";
// The page hydrates after its first paint, or at the first tap; started with the page's own modules (see the module).
import "~/lib/hydrate-after-paint.client";

import {
  isRouteErrorResponse,
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useMatches,
  useRouteError,
  useRouteLoaderData,
} from "react-router";

import { LazyToaster } from "~/components/ui/toaster";

import type { Route } from "./+types/root";

import "./app.css";

import { themeCss } from "~/lib/theme";
import { readBasketCount } from "~/modules/cart/basket-cookie.server";
import { SHELL_SETTINGS } from "~/modules/settings/settings-views";
import { getSettingsView } from "~/modules/settings/settings.server";
import { shellText } from "~/modules/settings/shell-text";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

export async function loader({ request, context }: Route.LoaderArgs) {
  // Only what every page's shell renders; each page's loader sends its own settings (settings-views.ts).
  const settings = await getSettingsView(context.db, SHELL_SETTINGS);
  // The header's basket count, from the count cookie, for a page rendered for this request alone: a page
  // rendered for the page cache is asked without cookies, so a stored page never carries anyone's count and
  // keeps the plain /cart link; every other page shows the count before and without JavaScript.
  const basketCount = readBasketCount(request);
  return { settings, text: shellText(settings), nonce: context.cspNonce, basketCount };
}

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const css = themeCss(data?.settings.themeColors);
  // Pages whose toasts only answer the shopper's own actions load the toaster on first use.
  const lazyToaster = (useMatches().at(-1)?.handle as { lazyToaster?: boolean } | undefined)?.lazyToaster === true;
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#5b21b6" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
        {css ? <style nonce={data?.nonce}>{css}</style> : null}
      </head>
      <body className="min-h-screen">
        {children}
        <LazyToaster eager={!lazyToaster} />
        <ScrollRestoration nonce={data?.nonce} />
        <Scripts nonce={data?.nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // a role refused a back-office page (docs/decisions/040): say so, and lead back to the pages it has
  const forbidden = isRouteErrorResponse(error) && error.status === 403;
  // A refused request (400, 413, ...) whose answer is a sentence says what was wrong.
  const refusal =
    isRouteErrorResponse(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    !notFound &&
    typeof error.data === "string"
      ? error.data.slice(0, 300)
      : null;
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <title>{notFound ? "Page not found" : forbidden ? "Not allowed" : "Something went wrong"}</title>
      <h1 className="text-3xl font-bold">
        {notFound ? "Oops! Page not found" : forbidden ? "Not allowed" : "Something went wrong"}
      </h1>
      <p className="text-muted-foreground">
        {notFound ? "The page you are looking for does not exist." : (refusal ?? "Please try again in a moment.")}
      </p>
      <Link
        to={forbidden ? "/admin" : "/"}
        className="rounded-lg bg-primary px-5 py-3 font-semibold text-primary-foreground"
      >
        {forbidden ? "Back to the admin" : "Return to Home"}
      </Link>
    </main>
  );
}

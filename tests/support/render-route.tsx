// Renders real route components the way the shop does, in happy-dom: inside a stand-in for the root
// route (id "root", whose loader gives every page its shell settings and sentences) with the app's toaster, and
// with every loader and action stubbed by the test, but for the basket's: /cart's action and /api/cart are the
// real ones, on the component tests' database (stored-cart.ts), as are the checkout's (checkout-page.tsx).
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRoutesStub, Outlet } from "react-router";
import { vi } from "vitest";

import { LazyToaster } from "~/components/ui/toaster";
import type { Settings } from "~/db/schema/settings";
import { DEFAULT_SETTINGS } from "~/modules/settings/settings-defaults";
import { shellText } from "~/modules/settings/shell-text";

import { storedCartAnswer } from "./stored-cart";

export type StubRoute = Parameters<typeof createRoutesStub>[0][number];

/** The shop's settings record with the defaults SPEC.md names, changed where a test says. */
export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return { id: 1, updatedAt: new Date(0), ...DEFAULT_SETTINGS, ...overrides };
}

/** What root.tsx's Layout puts around every page that matters here: the page, then the toasts. */
function RootShell() {
  return (
    <>
      <Outlet />
      <LazyToaster eager />
    </>
  );
}

/** Renders `routes` under the root route at `path`; returns Testing Library's view and a user. */
export function renderRoutes(
  routes: StubRoute[],
  { path, settings = testSettings() }: { path: string; settings?: Settings },
) {
  const Stub = createRoutesStub([
    {
      id: "root",
      path: "/",
      loader: () => ({ settings, text: shellText(settings) }),
      Component: RootShell,
      HydrateFallback: () => null,
      children: routes,
    },
  ]);
  const user = userEvent.setup();
  return { user, ...render(<Stub initialEntries={[path]} />) };
}

/** A toast, found by its title, as the shopper or admin sees it. */
export async function findToast(title: string) {
  const toasts = await screen.findByRole("region", { name: /notifications/i });
  return within(toasts).findByText(title);
}

/**
 * Stands in for `fetch`: each call is answered by `respond(path, init)` (a body sent as JSON, or a real route's own
 * Response), else /api/cart by its real loader (see storedCartAnswer); unknown paths get a 404.
 */
export function stubFetch(respond: (path: string, init: RequestInit | undefined) => unknown) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://localhost",
    );
    const body = await respond(url.pathname, init);
    if (body instanceof Response) return body;
    if (body !== undefined) return Response.json(body);
    return (await storedCartAnswer(url.pathname)) ?? Response.json({ error: "Not found" }, { status: 404 });
  });
  vi.stubGlobal("fetch", fetchMock);
  return fetchMock;
}

/** A description list's rows as shown, term to value: totals such as { Subtotal: "£48.99", ... }. */
export function shownTerms(list: HTMLElement): Record<string, string> {
  return Object.fromEntries(
    within(list)
      .getAllByRole("term")
      .map((term) => [term.textContent ?? "", term.nextElementSibling?.textContent ?? ""]),
  );
}

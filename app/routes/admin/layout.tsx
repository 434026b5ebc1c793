import { Menu, X } from "lucide-react";
import { useEffect, useState } from "react";
import { data, Form, NavLink, Outlet, useLocation } from "react-router";

import { CsrfField } from "~/components/admin/csrf-field";
import { useToastMessage } from "~/components/ui/use-toast-message";
import { cn } from "~/lib/cn";
import { readFlash } from "~/lib/flash.server";
import { ADMIN_NAV, can, ROLE_LABELS } from "~/modules/auth/permissions";
import { requireAdminPage } from "~/modules/auth/session.server";
import { adminRules } from "~/routes/route-rules";

import type { Route } from "./+types/layout";

export const routeRules = adminRules({ loader: "staff" });

// Every page under /admin/dashboard passes through this loader; each child loader and action
// checks the role's permission itself (a layout check alone does not guard actions). The sidebar
// lists only the pages the role may open; the server's checks are what refuse the others.
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context.db, request, routeRules.permission.loader);
  const flash = await readFlash(context.config, request);
  const nav = ADMIN_NAV.filter((item) => can(user.role, item.needs)).map(({ needs: _needs, ...item }) => item);
  const role = user.role ? ROLE_LABELS[user.role] : "";
  return data(
    { email: user.email, role, nav, csrfToken: user.csrfToken, toast: flash.message },
    flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined,
  );
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const { toast } = loaderData;
  useToastMessage(toast);
  // On a phone the sidebar folds behind a menu button and closes after each navigation.
  const [open, setOpen] = useState(false);
  const location = useLocation();
  useEffect(() => setOpen(false), [location.pathname]);

  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      {/* The aside stretches to the page's full height, so its background and border reach the bottom of a
          long page (and of a full-page capture); the menu inside it stays in view while the page scrolls. */}
      <aside className="border-b bg-muted md:w-60 md:shrink-0 md:border-r md:border-b-0">
        <div className="md:sticky md:top-0 md:max-h-screen md:overflow-y-auto">
          <div className="flex items-center justify-between p-4 md:pb-2">
            <p className="font-bold">Admin</p>
            <button
              type="button"
              className="inline-flex h-10 w-10 items-center justify-center rounded-md hover:bg-background md:hidden"
              aria-expanded={open}
              aria-controls="admin-nav"
              aria-label={open ? "Close menu" : "Open menu"}
              onClick={() => setOpen((v) => !v)}
            >
              {open ? <X aria-hidden="true" className="h-5 w-5" /> : <Menu aria-hidden="true" className="h-5 w-5" />}
            </button>
          </div>
          <nav
            id="admin-nav"
            aria-label="Admin"
            className={cn("flex-col gap-1 px-4 pb-4", open ? "flex" : "hidden md:flex")}
          >
            <p className="truncate text-sm text-muted-foreground" title={loaderData.email}>
              {loaderData.email}
            </p>
            <p className="mb-2 text-xs text-muted-foreground">{loaderData.role}</p>
            {loaderData.nav.map((item) => (
              <NavLink
                key={item.to}
                to={item.to}
                end={item.end}
                className={({ isActive }) =>
                  cn(
                    "rounded-md px-3 py-2 text-sm font-medium",
                    isActive ? "bg-primary text-primary-foreground" : "hover:bg-background",
                  )
                }
              >
                {item.label}
              </NavLink>
            ))}
            <Form method="post" action="/admin/logout" className="mt-4">
              <CsrfField />
              <button
                type="submit"
                className="w-full rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-background"
              >
                Logout
              </button>
            </Form>
          </nav>
        </div>
      </aside>
      <main className="min-w-0 flex-1 p-4 md:p-8">
        {toast ? (
          // Without scripts no toast can show: a post's redirected page says the answer in the page instead.
          <noscript>
            <p role="status" className="mb-4 rounded-lg border bg-muted p-3 text-sm">
              <strong>{toast.title}</strong>
              {toast.description ? `: ${toast.description}` : null}
            </p>
          </noscript>
        ) : null}
        <Outlet />
      </main>
    </div>
  );
}

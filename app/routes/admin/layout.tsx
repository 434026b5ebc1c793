import { Form, NavLink, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireAdminPage } from "~/modules/auth/session.server";
import { cn } from "~/lib/cn";

// Every page under /admin/dashboard passes through this loader; each child loader and action
// checks the role again itself (a layout check alone does not guard actions).
export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireAdminPage(context.db, request);
  return { email: user.email, csrfToken: user.csrfToken };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

const NAV = [
  { label: "Dashboard", to: "/admin/dashboard", end: true },
  { label: "AI Assistant", to: "/admin/dashboard/ai-assistant" },
  { label: "Products", to: "/admin/dashboard/products" },
  { label: "Orders", to: "/admin/dashboard/orders" },
  { label: "Add-ons", to: "/admin/dashboard/addons" },
  { label: "Reviews", to: "/admin/dashboard/reviews" },
  { label: "Videos", to: "/admin/dashboard/videos" },
  { label: "Email Subscribers", to: "/admin/dashboard/subscribers" },
  { label: "FAQs", to: "/admin/dashboard/faq" },
  { label: "Settings", to: "/admin/dashboard/settings" },
];

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <div className="flex min-h-screen flex-col md:flex-row">
      <aside className="border-b bg-muted md:w-60 md:border-r md:border-b-0">
        <nav aria-label="Admin" className="flex flex-col gap-1 p-4">
          <p className="mb-2 truncate text-sm text-muted-foreground">{loaderData.email}</p>
          {NAV.map((item) => (
            <NavLink
              key={item.to}
              to={item.to}
              end={item.end}
              className={({ isActive }) => cn("rounded-md px-3 py-2 text-sm font-medium", isActive ? "bg-primary text-primary-foreground" : "hover:bg-background")}
            >
              {item.label}
            </NavLink>
          ))}
          <Form method="post" action="/admin/logout" className="mt-4">
            <button type="submit" className="w-full rounded-md px-3 py-2 text-left text-sm font-medium hover:bg-background">
              Logout
            </button>
          </Form>
        </nav>
      </aside>
      <main className="flex-1 p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}

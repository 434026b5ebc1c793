import { Link, Outlet, useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";
import { CartProvider } from "~/modules/cart/cart-context";

// Header and footer around every public page.
export default function StorefrontLayout() {
  const root = useRouteLoaderData<typeof rootLoader>("root");
  const settings = root?.settings;
  return (
    <CartProvider>
    <div className="flex min-h-screen flex-col">
      <header className="border-b">
        <div className="mx-auto flex max-w-6xl items-center justify-between p-4">
          <Link to="/" className="text-xl font-extrabold">
            {settings?.siteLogoText ?? "Retro Handhelds"}
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t p-6 text-center text-sm text-muted-foreground">{settings?.footerText}</footer>
    </div>
    </CartProvider>
  );
}

import { Outlet, useMatches } from "react-router";

import { SiteFooter } from "~/components/storefront/site-footer";
import { CartProvider } from "~/modules/cart/cart-context";
import { LazyCartDrawer } from "~/modules/cart/lazy-cart-drawer";
import { DEFAULT_NAV_ITEMS, navigationItems, showTrackingInFooter } from "~/modules/settings/navigation";
import { useSettings, useShellText } from "~/modules/settings/use-settings";
import { SiteHeader } from "~/modules/storefront/site-header";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

// Announcement bar, header, footer and the cart drawer around every public page.
export default function StorefrontLayout() {
  const settings = useSettings();
  const text = useShellText();
  // the checkout's pages: logo, basket and help, and no way off the purchase but those
  const focused = (useMatches().at(-1)?.handle as { focusedLayout?: boolean } | undefined)?.focusedLayout === true;
  return (
    <CartProvider>
      <a
        href="#main"
        className={
          "sr-only z-50 rounded-md bg-background px-4 py-2 font-semibold focus:not-sr-only " +
          "focus:fixed focus:top-2 focus:left-2"
        }
      >
        Skip to content
      </a>
      <div className="flex min-h-screen flex-col">
        <SiteHeader
          logoText={settings.siteLogoText || settings.siteName}
          logoUrl={settings.siteLogoUrl}
          announcement={text.announcement}
          navItems={navigationItems(settings.navItems.length ? settings.navItems : DEFAULT_NAV_ITEMS, settings)}
          focused={focused}
        />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <SiteFooter
          siteName={settings.siteName}
          footerText={settings.footerText}
          showTrackOrder={showTrackingInFooter(settings)}
          focused={focused}
          trader={{
            statement: text.traderStatement,
            address: text.traderAddress,
            email: settings.supportEmail,
            phone: settings.supportPhone,
          }}
        />
      </div>
      <LazyCartDrawer freeDeliveryThreshold={settings.freeDeliveryThreshold} />
    </CartProvider>
  );
}

import { useEffect, useRef } from "react";
import { Link, NavLink } from "react-router";

import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { NavItem } from "~/db/schema/settings";
import { useCart } from "~/modules/cart/cart-context";
import { opensCartDrawer } from "~/modules/cart/cart-link";

import { HeaderSearch } from "./header-search";

const NAV_LINK =
  "inline-flex min-h-11 items-center rounded-md px-3 text-sm font-medium whitespace-nowrap " +
  "text-muted-foreground hover:bg-muted hover:text-foreground " +
  "aria-[current=page]:font-semibold aria-[current=page]:text-foreground";

type SiteHeaderProps = {
  logoText: string;
  logoUrl: string;
  announcement: string;
  navItems: NavItem[];
  /** the checkout's header: logo, basket and help, without the announcement or the site's navigation */
  focused?: boolean;
};

/** Sticky announcement bar and header: logo, navigation, cart button with its count. */
export function SiteHeader({ logoText, logoUrl, announcement, navItems, focused = false }: SiteHeaderProps) {
  const { itemCount, openCart } = useCart();
  const sticky = useStickyHeightOnRoot();
  return (
    // the checkout's header scrolls away, leaving a phone's screen to the form
    <div ref={sticky} className={focused ? "relative z-30" : "sticky top-0 z-30"}>
      {announcement && !focused ? (
        <p className="bg-primary px-4 py-2 text-center text-sm font-medium text-primary-foreground">{announcement}</p>
      ) : null}
      <header className="border-b bg-background/95 backdrop-blur">
        <div
          className={
            "mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-6 gap-y-1 px-4 py-2 " +
            "sm:py-3 lg:flex-nowrap"
          }
        >
          <Link
            to="/"
            className="flex min-h-11 items-center text-xl font-extrabold tracking-tight"
            aria-label={`${logoText} home`}
          >
            {logoUrl ? <img src={logoUrl} alt={logoText} height={40} className="h-10 max-h-10 w-auto" /> : logoText}
          </Link>
          {focused ? (
            <Link to="/support" className={`${NAV_LINK} ml-auto`}>
              Help
            </Link>
          ) : (
            <nav
              aria-label="Main"
              className="order-3 -mx-4 w-[calc(100%+2rem)] overflow-x-auto sm:order-none sm:mx-0 sm:w-auto"
            >
              <ul className="flex items-center gap-1 px-2 sm:px-0">
                {navItems.map((item) => (
                  <li key={`${item.label}-${item.path}`}>
                    {/* An in-page link (/#products) is never "the current page"; NavLink ignores the hash. */}
                    {item.path.includes("#") ? (
                      <Link to={item.path} className={NAV_LINK}>
                        {item.label}
                      </Link>
                    ) : (
                      <NavLink to={item.path} end className={NAV_LINK}>
                        {item.label}
                      </NavLink>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          )}
          {focused ? null : <HeaderSearch className="order-4 w-full lg:order-none lg:w-72 lg:shrink-0" />}
          {/* Without JavaScript the basket is its own page; with it, the drawer opens over this one. */}
          <a
            href="/cart"
            onClick={opensCartDrawer(openCart)}
            aria-label={itemCount > 0 ? `Cart, ${itemCount} ${itemCount === 1 ? "item" : "items"}` : "Cart"}
            aria-haspopup="dialog"
            className="relative inline-flex h-11 w-11 items-center justify-center rounded-lg hover:bg-muted"
          >
            <SpriteIcon name="ShoppingCart" className="h-6 w-6" />
            {itemCount > 0 ? (
              <span
                aria-hidden="true"
                className={
                  "absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full " +
                  "bg-primary px-1 text-xs font-bold text-primary-foreground"
                }
              >
                {itemCount}
              </span>
            ) : null}
          </a>
        </div>
      </header>
    </div>
  );
}

/**
 * Keeps the page's scroll padding (where focus and in-page links stop) below the sticky block, whose height
 * changes when the announcement wraps. It sets scroll-padding-top itself rather than a custom property on
 * <html>: custom properties are inherited, so changing one restyles every element of the page, in a task
 * of its own just after hydration.
 */
function useStickyHeightOnRoot() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.scrollPaddingTop = `calc(${element.offsetHeight}px + 0.5rem)`;
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("scroll-padding-top");
    };
  }, []);
  return ref;
}

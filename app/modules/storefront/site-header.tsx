import { useEffect, useRef } from "react";
import { Link, NavLink, useLocation } from "react-router";

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

/**
 * Sticky announcement bar and header: logo, navigation, search, cart button with its count. On a phone only the
 * row of logo, menu and basket stays on screen; the announcement and the search field scroll away with the page,
 * and the navigation folds into a menu that opens without JavaScript, so the first screen shows the product.
 */
export function SiteHeader({ logoText, logoUrl, announcement, navItems, focused = false }: SiteHeaderProps) {
  const sticky = useStickyHeightOnRoot();
  const banner = (className: string) =>
    announcement && !focused ? (
      <p className={`bg-primary px-4 text-center font-medium text-primary-foreground ${className}`}>{announcement}</p>
    ) : null;
  return (
    <>
      {banner("py-1 text-xs sm:hidden")}
      {/* the checkout's header scrolls away, leaving a phone's screen to the form */}
      <div ref={sticky} className={focused ? "relative z-30" : "sticky top-0 z-30"}>
        {banner("py-2 text-sm max-sm:hidden")}
        <header className="border-b bg-background/95 backdrop-blur">
          <div
            className={
              "mx-auto flex max-w-6xl items-center justify-between gap-x-2 gap-y-1 px-4 py-1 sm:gap-x-6 " +
              "sm:flex-wrap sm:py-3 lg:flex-nowrap"
            }
          >
            <Link
              to="/"
              className={
                "flex min-h-11 min-w-0 items-center text-lg leading-tight font-extrabold tracking-tight sm:text-xl"
              }
              aria-label={`${logoText} home`}
            >
              {logoUrl ? <img src={logoUrl} alt={logoText} height={40} className="h-10 max-h-10 w-auto" /> : logoText}
            </Link>
            {focused ? (
              <Link to="/support" className={`${NAV_LINK} ml-auto`}>
                Help
              </Link>
            ) : (
              <>
                <MainNav items={navItems} className="max-sm:hidden" />
                <PhoneMenu items={navItems} />
              </>
            )}
            {focused ? null : (
              <HeaderSearch
                id="site-search"
                className="w-full max-sm:hidden sm:order-4 lg:order-none lg:w-72 lg:shrink-0"
              />
            )}
            <CartButton />
          </div>
        </header>
      </div>
      {focused ? null : (
        <div className="border-b px-4 py-1.5 sm:hidden">
          <HeaderSearch id="site-search-phone" className="w-full" />
        </div>
      )}
    </>
  );
}

function MainNav({ items, className, vertical = false }: { items: NavItem[]; className: string; vertical?: boolean }) {
  return (
    <nav aria-label="Main" className={`${className} ${vertical ? "" : "overflow-x-auto"}`}>
      <ul className={vertical ? "flex flex-col py-1" : "flex items-center gap-1"}>
        {items.map((item) => (
          <li key={`${item.label}-${item.path}`}>
            {/* An in-page link (/#products) is never "the current page"; NavLink ignores the hash. */}
            {item.path.includes("#") ? (
              <Link to={item.path} className={`${NAV_LINK} ${vertical ? "w-full text-base" : ""}`}>
                {item.label}
              </Link>
            ) : (
              <NavLink to={item.path} end className={`${NAV_LINK} ${vertical ? "w-full text-base" : ""}`}>
                {item.label}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A phone's navigation: a disclosure that opens without JavaScript, closed again by a move to another page. */
function PhoneMenu({ items }: { items: NavItem[] }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname, hash } = useLocation();
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname, hash]);
  return (
    <details ref={menu} className="group ml-auto sm:hidden">
      <summary
        className={
          "inline-flex min-h-11 cursor-pointer list-none items-center gap-1 rounded-md px-3 text-sm font-medium " +
          "hover:bg-muted [&::-webkit-details-marker]:hidden"
        }
      >
        Menu
        <SpriteIcon name="ChevronDown" className="h-4 w-4 transition-transform group-open:rotate-180" />
      </summary>
      <MainNav items={items} vertical className="absolute inset-x-0 top-full border-b bg-background px-2 shadow-md" />
    </details>
  );
}

/** Without JavaScript the basket is its own page; with it, the drawer opens over this one. */
function CartButton() {
  const { itemCount, openCart } = useCart();
  return (
    <a
      href="/cart"
      onClick={opensCartDrawer(openCart)}
      aria-label={itemCount > 0 ? `Cart, ${itemCount} ${itemCount === 1 ? "item" : "items"}` : "Cart"}
      aria-haspopup="dialog"
      className="relative inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-lg hover:bg-muted"
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

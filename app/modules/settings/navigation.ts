import type { NavItem } from "~/db/schema/settings";

// SPEC §2: a Track Order item goes before the last nav item (appended with fewer than two items),
// only when tracking is enabled and the nav option is on, and never twice.
/** SPEC §2's default navigation, used when the settings record has none. */
export const DEFAULT_NAV_ITEMS: NavItem[] = [
  { label: "Home", path: "/" },
  { label: "Consoles", path: "/#products" },
  { label: "Support", path: "/support" },
];

export const TRACK_ORDER_ITEM: NavItem = { label: "Track Order", path: "/track-order" };

const isTrackItem = (item: NavItem) => item.path.replace(/[?#].*$/, "").replace(/\/$/, "") === "/track-order";

export function navigationItems(
  items: NavItem[],
  settings: { trackingPageEnabled: boolean; showTrackingInNav: boolean },
): NavItem[] {
  const list = items.filter((item) => item.label.trim() && item.path.trim());
  const visible = settings.trackingPageEnabled ? list : list.filter((item) => !isTrackItem(item));
  if (!settings.trackingPageEnabled || !settings.showTrackingInNav || visible.some(isTrackItem)) return visible;
  if (visible.length < 2) return [...visible, TRACK_ORDER_ITEM];
  return [...visible.slice(0, -1), TRACK_ORDER_ITEM, visible[visible.length - 1]];
}

/** The footer's Track Order link shows only when tracking is enabled and the footer option is on. */
export function showTrackingInFooter(settings: {
  trackingPageEnabled: boolean;
  showTrackingInFooter: boolean;
}): boolean {
  return settings.trackingPageEnabled && settings.showTrackingInFooter;
}

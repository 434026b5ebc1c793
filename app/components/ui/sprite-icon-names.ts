// Icons drawn from the SVG sprite app/components/ui/icon-sprite.svg (scripts/make-icon-sprite.ts writes it
// from lucide's drawings). SPEC §3's feature icons come first: anything else falls back to Package.
export const FEATURE_ICON_NAMES = [
  "Truck",
  "RotateCcw",
  "CheckCircle2",
  "Headphones",
  "Shield",
  "CreditCard",
  "Star",
  "Users",
  "ThumbsUp",
  "Package",
  "Zap",
  "Heart",
  "Award",
  "Globe",
  "Mail",
  "Phone",
  "MapPin",
  "Clock",
] as const;

/**
 * Icons the storefront's always-loaded parts and its pages use (product, add-on, checkout, track order,
 * support), kept out of their JavaScript: as lucide components, each icon was a module of its own that
 * the page preloaded (ADR 010).
 */
export const UI_ICON_NAMES = [
  "ShoppingCart",
  "Check",
  "Play",
  "Volume2",
  "VolumeX",
  "ChevronDown",
  "BadgeCheck",
  "ChevronLeft",
  "ChevronRight",
  "Eye",
  "Flame",
  "TriangleAlert",
  "ShieldCheck",
  "LoaderCircle",
  "CircleAlert",
  "Lock",
  "FlaskConical",
  "PackageSearch",
  "Search",
] as const;

export const SPRITE_ICON_NAMES = [...FEATURE_ICON_NAMES, ...UI_ICON_NAMES];

export type SpriteIconName = (typeof SPRITE_ICON_NAMES)[number];

export function featureIconName(name: string): SpriteIconName {
  return (FEATURE_ICON_NAMES as readonly string[]).includes(name) ? (name as SpriteIconName) : "Package";
}

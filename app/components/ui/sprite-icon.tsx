import type { SpriteIconName } from "~/components/ui/sprite-icon-names";

// A hashed file under /assets (cached for a year), so a new icon reaches every browser at once.
import spriteHref from "./icon-sprite.svg?no-inline";

/** A lucide icon from the cached sprite: no JavaScript per icon. Decorative (aria-hidden). */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      className={className}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <use href={`${spriteHref}#${name}`} />
    </svg>
  );
}

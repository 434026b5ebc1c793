import type { SpriteIconName } from "~/components/ui/sprite-icon-names";

/** A lucide icon from the cached sprite: no JavaScript per icon. Decorative (aria-hidden). */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg aria-hidden="true" className={className} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round">
      <use href={`/icons/sprite.svg#${name}`} />
    </svg>
  );
}

import { SpriteIcon } from "~/components/ui/sprite-icon";
import { cn } from "~/lib/cn";

const FILLED = "fill-amber-500 text-amber-600";
const EMPTY = "fill-none text-gray-400";

/** How much of star `n` (1–5) a rating fills, to the nearest half star: 1, 0.5 or 0. */
export function starFill(rating: number, n: number): 0 | 0.5 | 1 {
  const halves = Math.round(rating * 2) / 2;
  if (n <= halves) return 1;
  return n - 0.5 === halves ? 0.5 : 0;
}

/** Five stars filled to a rating, half stars drawn as such; read out as "Rated 4.5 out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn("inline-flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => {
        const fill = starFill(rating, n);
        if (fill !== 0.5) return <SpriteIcon key={n} name="Star" className={cn("h-4 w-4", fill ? FILLED : EMPTY)} />;
        // an outlined star with its left half filled in on top
        return (
          <span key={n} className="relative inline-flex h-4 w-4" data-star="half">
            <SpriteIcon name="Star" className={cn("h-4 w-4", EMPTY)} />
            <span className="absolute inset-y-0 left-0 w-1/2 overflow-hidden">
              <SpriteIcon name="Star" className={cn("h-4 w-4 max-w-none", FILLED)} />
            </span>
          </span>
        );
      })}
    </span>
  );
}

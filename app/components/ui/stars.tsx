import { SpriteIcon } from "~/components/ui/sprite-icon";
import { cn } from "~/lib/cn";

/** Five stars filled to a rating; read out as "Rated 4.5 out of 5". */
export function Stars({ rating, className }: { rating: number; className?: string }) {
  const rounded = Math.round(rating);
  return (
    <span role="img" aria-label={`Rated ${rating} out of 5`} className={cn("inline-flex gap-0.5", className)}>
      {[1, 2, 3, 4, 5].map((n) => (
        <SpriteIcon
          key={n}
          name="Star"
          className={cn("h-4 w-4", n <= rounded ? "fill-amber-500 text-amber-600" : "fill-none text-gray-400")}
        />
      ))}
    </span>
  );
}

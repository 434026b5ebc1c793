import { SpriteIcon } from "~/components/ui/sprite-icon";
import type { ReviewSource } from "~/db/schema/reviews";
import { cn } from "~/lib/cn";

/**
 * Where a review came from, said where it shows: "Verified purchase" only for one written through its
 * order's review link, "Imported" for one brought in from elsewhere, "Sample review" for the demo shop's
 * (never passed off as a customer's); an operator's own says nothing.
 */
export function ReviewSourceTag({
  review,
  className,
}: {
  review: { verifiedPurchase: boolean; source?: ReviewSource | string };
  className?: string;
}) {
  if (review.verifiedPurchase)
    return (
      <span className={cn("inline-flex items-center gap-1 text-xs font-medium text-success", className)}>
        <SpriteIcon name="BadgeCheck" className="h-4 w-4" /> Verified purchase
      </span>
    );
  if (review.source === "sample")
    return (
      <span className={cn("inline-flex rounded bg-muted px-1.5 text-xs font-medium text-muted-foreground", className)}>
        Sample review
      </span>
    );
  if (review.source === "import")
    return <span className={cn("inline-flex text-xs font-medium text-muted-foreground", className)}>Imported</span>;
  return null;
}

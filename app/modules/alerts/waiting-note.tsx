/** The admin lists' note under an item's stock: how many shoppers asked to be emailed when it is back. */
export function WaitingForRestock({ count }: { count: number | undefined }) {
  return count ? <span className="block text-xs text-muted-foreground">{count} waiting for restock</span> : null;
}

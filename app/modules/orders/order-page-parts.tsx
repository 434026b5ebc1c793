import type { ReactNode } from "react";

// The order page's building blocks: titled sections, label/value rows and short histories.

export function Section({ title, children, className }: { title: string; children: ReactNode; className?: string }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
  return (
    <section aria-labelledby={id} className={`rounded-lg border bg-card p-4 sm:p-5 ${className ?? ""}`}>
      <h2 id={id} className="mb-3 text-base font-semibold">
        {title}
      </h2>
      {children}
    </section>
  );
}

export function Row({ label, children, strong }: { label: string; children: ReactNode; strong?: boolean }) {
  return (
    <>
      <dt className={strong ? "font-semibold" : "text-muted-foreground"}>{label}</dt>
      <dd className={`text-right wrap-break-word ${strong ? "font-semibold" : ""}`}>{children}</dd>
    </>
  );
}

/** The refunds or emails of the order, one item each, or `empty` when there are none. */
export function History<T extends { id: string }>({
  items,
  empty,
  children,
}: {
  items: T[];
  empty: string;
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) return <p className="text-sm text-muted-foreground">{empty}</p>;
  return (
    <ul className="flex flex-col gap-3">
      {items.map((item) => (
        <li key={item.id} className="text-sm">
          {children(item)}
        </li>
      ))}
    </ul>
  );
}

/** What an item is, and its status on the right (in red when something went wrong). */
export function HistoryHeading({ what, alert, children }: { what: string; alert: boolean; children: ReactNode }) {
  return (
    <p className="flex justify-between gap-2">
      <span className="font-medium">{what}</span>
      <span className={alert ? "font-medium text-destructive" : "text-muted-foreground"}>{children}</span>
    </p>
  );
}

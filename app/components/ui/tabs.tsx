import { useId, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from "react";

import { cn } from "~/lib/cn";

type Tab = { id: string; label: string; content: ReactNode; invalid?: boolean };

type TabsProps = {
  label: string;
  tabs: Tab[];
  value: string;
  onValueChange: (id: string) => void;
  /** Makes each tab a link to this address too, so the tabs work before (or without) JavaScript. */
  hrefOf?: (id: string) => string;
};

/**
 * WAI-ARIA tabs: a tablist of tabs, each controlling a tabpanel. Arrow keys, Home and End move between
 * tabs (automatic activation); only the selected tab is in the Tab order.
 */
export function Tabs({ label, tabs, value, onValueChange, hrefOf }: TabsProps) {
  const base = useId();
  const refs = useRef<Array<HTMLElement | null>>([]);
  const selected = Math.max(
    0,
    tabs.findIndex((t) => t.id === value),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const last = tabs.length - 1;
    const next =
      event.key === "ArrowRight" || event.key === "ArrowDown"
        ? selected === last
          ? 0
          : selected + 1
        : event.key === "ArrowLeft" || event.key === "ArrowUp"
          ? selected === 0
            ? last
            : selected - 1
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    onValueChange(tabs[next].id);
    refs.current[next]?.focus();
  };

  return (
    <div>
      <div
        role="tablist"
        aria-label={label}
        onKeyDown={onKeyDown}
        className="flex flex-wrap gap-1 rounded-lg bg-muted p-1"
      >
        {tabs.map((tab, i) => {
          const props = {
            ref: (el: HTMLElement | null) => {
              refs.current[i] = el;
            },
            role: "tab",
            id: `${base}-tab-${tab.id}`,
            "aria-selected": i === selected,
            "aria-controls": `${base}-panel-${tab.id}`,
            tabIndex: i === selected ? 0 : -1,
            onClick: (event: MouseEvent) => {
              event.preventDefault(); // a link tab switches in place once the page is interactive
              onValueChange(tab.id);
            },
            className: cn(
              "rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap",
              i === selected ? "bg-background shadow-sm" : "text-muted-foreground hover:text-foreground",
              tab.invalid && "text-destructive",
            ),
          };
          const name = (
            <>
              {tab.label}
              {tab.invalid ? <span className="sr-only"> (has errors)</span> : null}
            </>
          );
          return hrefOf ? (
            <a key={tab.id} href={hrefOf(tab.id)} {...props}>
              {name}
            </a>
          ) : (
            <button key={tab.id} type="button" {...props}>
              {name}
            </button>
          );
        })}
      </div>
      {tabs.map((tab, i) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={`${base}-panel-${tab.id}`}
          aria-labelledby={`${base}-tab-${tab.id}`}
          hidden={i !== selected}
          tabIndex={0}
          className="mt-6 focus-visible:outline-offset-4"
        >
          {i === selected ? tab.content : null}
        </div>
      ))}
    </div>
  );
}

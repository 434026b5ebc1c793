import { Link } from "react-router";

import { cn } from "~/lib/cn";

import { buttonClasses } from "./button";

/**
 * One step of a list's pager as a plain link (it works without JavaScript); with nowhere to go (`to` null: the
 * first page's Previous, the last page's Next) the same button, greyed and not a link.
 */
export function PageLink({ to, rel, children }: { to: string | null; rel?: string; children: React.ReactNode }) {
  return to === null ? (
    <span aria-disabled="true" className={cn(buttonClasses("outline", "sm"), "opacity-50")}>
      {children}
    </span>
  ) : (
    <Link to={to} rel={rel} className={buttonClasses("outline", "sm")}>
      {children}
    </Link>
  );
}

import type { FormEventHandler, ReactNode } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";

import { useHydrating } from "~/lib/hydration";

import type { BasketAnswer } from "./basket.schema";

// Every basket control is a real form posted to /cart. Before hydration (or without JavaScript) it
// carries `redirectTo`, so the server answers with a redirect back to the page; after hydration the same
// form goes through a fetcher and the answer comes back as data, without leaving the page.

/** false in the server's HTML and while hydrating, true once React runs the page. */
export function useHydrated(): boolean {
  return !useHydrating();
}

export type BasketFetcher = FetcherWithComponents<BasketAnswer>;

export function useBasketFetcher(): BasketFetcher {
  return useFetcher<BasketAnswer>();
}

export function BasketForm({
  fetcher,
  id,
  redirectTo,
  className,
  onSubmit,
  noValidate,
  children,
}: {
  fetcher: BasketFetcher;
  /** for a submit button outside the form (the sticky Add to Cart bar) */
  id?: string;
  /** where the page goes back to after a post without JavaScript */
  redirectTo: string;
  className?: string;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  /** the browser checks `required` fields only before hydration; after it, the page says what is missing */
  noValidate?: boolean;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    // The answer is the basket itself: the page's own loaders have nothing to read again.
    <fetcher.Form
      method="post"
      action="/cart"
      id={id}
      className={className}
      onSubmit={onSubmit}
      noValidate={noValidate && hydrated}
      defaultShouldRevalidate={false}
    >
      {hydrated ? null : <input type="hidden" name="redirectTo" value={redirectTo} />}
      {children}
    </fetcher.Form>
  );
}

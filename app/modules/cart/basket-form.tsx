import { useSyncExternalStore, type ReactNode } from "react";
import { useFetcher, type FetcherWithComponents } from "react-router";

import type { BasketAnswer } from "./basket.schema";

// Every basket control is a real form posted to /cart. Before hydration (or without JavaScript) it
// carries `redirectTo`, so the server answers with a redirect back to the page; after hydration the same
// form goes through a fetcher and the answer comes back as data, without leaving the page.

const subscribe = () => () => {};
/** false in the server's HTML and while hydrating, true once React runs the page. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

export type BasketFetcher = FetcherWithComponents<BasketAnswer>;

export function useBasketFetcher(): BasketFetcher {
  return useFetcher<BasketAnswer>();
}

export function BasketForm({
  fetcher,
  redirectTo,
  className,
  children,
}: {
  fetcher: BasketFetcher;
  /** where the page goes back to after a post without JavaScript */
  redirectTo: string;
  className?: string;
  children: ReactNode;
}) {
  const hydrated = useHydrated();
  return (
    <fetcher.Form method="post" action="/cart" className={className}>
      {hydrated ? null : <input type="hidden" name="redirectTo" value={redirectTo} />}
      {children}
    </fetcher.Form>
  );
}

import { useRef, useState, type ComponentType } from "react";
import { Form } from "react-router";

import { SpriteIcon } from "~/components/ui/sprite-icon";

type InstantList = ComponentType<{ input: HTMLInputElement }>;

/**
 * The header's search on every storefront page: a GET form to /search, so it works before and without
 * JavaScript. The instant list is its own chunk, loaded on the field's first focus, never with the page.
 */
export function HeaderSearch({ id, className }: { id: string; className?: string }) {
  const input = useRef<HTMLInputElement>(null);
  const [Instant, setInstant] = useState<InstantList | null>(null);
  const load = () => {
    if (!Instant) void import("./instant-search").then((m) => setInstant(() => m.InstantSearch));
  };
  return (
    <Form method="get" action="/search" role="search" aria-label="Site search" className={`relative flex ${className}`}>
      <label htmlFor={id} className="sr-only">
        Search
      </label>
      <input
        ref={input}
        id={id}
        name="q"
        type="search"
        maxLength={100}
        autoComplete="off"
        placeholder="Search consoles and add-ons"
        onFocus={load}
        className="h-11 w-full min-w-0 rounded-l-md border border-input bg-background px-3 text-base"
      />
      <button
        type="submit"
        aria-label="Search"
        className={
          "inline-flex h-11 w-11 shrink-0 items-center justify-center rounded-r-md border border-l-0 " +
          "border-input hover:bg-muted"
        }
      >
        <SpriteIcon name="Search" className="h-5 w-5" />
      </button>
      {Instant && input.current ? <Instant input={input.current} /> : null}
    </Form>
  );
}

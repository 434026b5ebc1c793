import { useEffect, useRef, useState } from "react";
import { Link } from "react-router";

import { formatPrice } from "~/lib/money";
import { listingPath, type ListingItem } from "~/modules/catalog/listing";

const LIST_ID = "site-search-suggestions";
/** Shortest search worth asking about: one letter finds everything. */
const MIN_LENGTH = 2;
const WAIT_MS = 150;

type Answer = { q: string; items: ListingItem[]; total: number };

/**
 * The header search's instant list (loaded on the field's first focus): the closest items as links under the
 * field, from the same search as the results page. Arrow down enters the list, Escape leaves it; Enter in the
 * field still submits the form to the full results.
 */
export function InstantSearch({ input }: { input: HTMLInputElement }) {
  const [answer, setAnswer] = useState<Answer | null>(null);
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLUListElement>(null);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let pending: AbortController | undefined;
    const ask = () => {
      const q = input.value.trim();
      clearTimeout(timer);
      pending?.abort();
      if (q.length < MIN_LENGTH) return setAnswer(null);
      timer = setTimeout(() => {
        const controller = (pending = new AbortController());
        fetch(`/api/search?q=${encodeURIComponent(q)}`, { signal: controller.signal })
          .then((response) => (response.ok ? (response.json() as Promise<Answer>) : null))
          .then((found) => {
            if (found && !controller.signal.aborted) {
              setAnswer(found);
              setOpen(true);
            }
          })
          .catch(() => {}); // offline or superseded: the form still submits
      }, WAIT_MS);
    };
    const keys = (event: KeyboardEvent) => {
      if (event.key === "ArrowDown" && list.current?.querySelector("a")) {
        event.preventDefault();
        list.current.querySelector("a")!.focus();
      } else if (event.key === "Escape") setOpen(false);
    };
    input.setAttribute("aria-controls", LIST_ID);
    input.addEventListener("input", ask);
    input.addEventListener("keydown", keys);
    if (input.value) ask();
    return () => {
      clearTimeout(timer);
      pending?.abort();
      input.removeEventListener("input", ask);
      input.removeEventListener("keydown", keys);
    };
  }, [input]);

  useEffect(() => {
    input.setAttribute("aria-expanded", String(open && !!answer));
  }, [input, open, answer]);

  const shown = open && answer ? answer : null;
  const moveWithin = (event: React.KeyboardEvent<HTMLUListElement>) => {
    const links = [...(list.current?.querySelectorAll("a") ?? [])];
    const at = links.indexOf(document.activeElement as HTMLAnchorElement);
    if (event.key === "Escape") {
      setOpen(false);
      input.focus();
    } else if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const next = at + (event.key === "ArrowDown" ? 1 : -1);
      if (next < 0) input.focus();
      else links[Math.min(next, links.length - 1)]?.focus();
    }
  };
  return (
    <div
      className="absolute top-full right-0 left-0 z-40 mt-1"
      onBlur={(event) => {
        if (!event.currentTarget.parentElement?.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <p role="status" className="sr-only">
        {shown ? (shown.total ? `${shown.total} found` : "Nothing found") : ""}
      </p>
      {shown ? (
        <ul
          id={LIST_ID}
          ref={list}
          aria-label="Suggestions"
          onKeyDown={moveWithin}
          className="max-h-[70vh] overflow-y-auto rounded-md border bg-background py-1 shadow-lg"
        >
          {shown.total === 0 && shown.items.length ? (
            <li className="px-3 py-1 text-xs text-muted-foreground">Nothing found. The closest:</li>
          ) : null}
          {shown.items.map((item) => (
            <li key={`${item.kind}-${item.id}`}>
              <Link
                to={listingPath(item)}
                onClick={() => setOpen(false)}
                className="flex items-baseline justify-between gap-3 px-3 py-2 text-sm hover:bg-muted focus:bg-muted"
              >
                <span className="min-w-0 break-words">{item.name}</span>
                <span className="shrink-0 text-muted-foreground">{formatPrice(item.price)}</span>
              </Link>
            </li>
          ))}
          <li>
            <Link
              to={`/search?q=${encodeURIComponent(shown.q)}`}
              onClick={() => setOpen(false)}
              className="block px-3 py-2 text-sm font-semibold underline-offset-2 hover:underline focus:bg-muted"
            >
              {shown.total ? `See all ${shown.total} results for “${shown.q}”` : `Search for “${shown.q}”`}
            </Link>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

import { startTransition, StrictMode } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

// The page hydrates after its first paint (docs/decisions/010): every storefront control is a form that
// works without JavaScript, so the page is usable before React takes it over, and neither the paint nor
// the phone's first second need wait for hydration.
//
// A tap is handled once, by one of two hands:
// - before this module has run, by the browser: the form posts and the server answers with a redirect back.
//   The root route imports it, so it runs with the page's own modules, before the `load` event: React
//   Router's entry is loaded by a dynamic import after them, which `load` does not wait for;
// - from then on, by React. The shopper's first pointer, key or focus event starts hydration at once, in
//   one task inside that event (flushSync), so the tap it begins reaches a hydrated page. A tap that lands
//   while the idle hydration below is under way makes React finish hydrating before it handles the tap
//   (React does this for every discrete event on a root still hydrating).
// The idle hydration is React Router's own: time-sliced, in a transition, so it blocks no input.

const FIRST_INPUT = ["pointerdown", "touchstart", "mousedown", "keydown", "focusin"] as const;

let started = false;

function hydrate(now: boolean) {
  if (started) return;
  started = true;
  for (const type of FIRST_INPUT) window.removeEventListener(type, hydrateNow, true);
  const app = (
    <StrictMode>
      <HydratedRouter />
    </StrictMode>
  );
  if (now) flushSync(() => void hydrateRoot(document, app));
  else startTransition(() => void hydrateRoot(document, app));
}

function hydrateNow() {
  hydrate(true);
}

function start() {
  for (const type of FIRST_INPUT) window.addEventListener(type, hydrateNow, { capture: true, passive: true });
  // A hidden tab draws no frame until it is shown: nothing to wait for there (after the page's scripts).
  if (document.visibilityState === "hidden") setTimeout(() => hydrate(false), 0);
  // The frame callback runs before the paint; the task it queues runs after it.
  else requestAnimationFrame(() => setTimeout(() => hydrate(false), 0));
}

// Tests import the root route outside a browser.
if (typeof document !== "undefined") start();

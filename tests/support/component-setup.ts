// Setup for the `component` Vitest project (happy-dom). Vitest runs without globals, so Testing
// Library cannot register its own cleanup: unmount here, and forget what the last test stored,
// stubbed, toasted or timed, so every test starts from an empty page, an empty cart and database, and the real fetch.
import { cleanup, configure } from "@testing-library/react";
import { toast } from "sonner";
import { afterEach, vi } from "vitest";

import { emptyComponentDb } from "./component-db";
import { forgetStoredCart } from "./stored-cart";

// findBy and waitFor wait for what a person would see; a second (the default) is too short when the
// machine is shared with a browser run, and the assertion, not the wait, is what the test is about.
configure({ asyncUtilTimeout: 5000 });

afterEach(async () => {
  cleanup();
  // sonner keeps its toasts in a module-wide store and replays them to the next page's toaster
  toast.dismiss();
  window.localStorage.clear();
  window.sessionStorage.clear();
  forgetStoredCart();
  await emptyComponentDb();
  vi.unstubAllGlobals();
  // a test's own clock (the checkout's order date) goes back to the real one
  vi.useRealTimers();
  vi.restoreAllMocks();
});

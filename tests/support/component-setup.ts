// Setup for the `component` Vitest project (happy-dom). Vitest runs without globals, so Testing
// Library cannot register its own cleanup: unmount here, and forget what the last test stored or
// stubbed, so every test starts from an empty page, an empty cart and the real fetch.
import { cleanup } from "@testing-library/react";
import { afterEach, vi } from "vitest";

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

import { useRouteLoaderData } from "react-router";

import type { PublicSettings } from "./settings.schema";

/** What the root route's loader gives every page (app/root.tsx builds it). */
type RootData = { settings: PublicSettings };

/** The public settings the root loader gives every page. */
export function useSettings() {
  const data = useRouteLoaderData<RootData>("root");
  // The root loader always runs (its own error boundary renders without this hook).
  if (!data) throw new Error("useSettings must be used below the root route");
  return data.settings;
}

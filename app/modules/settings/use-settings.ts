import { useRouteLoaderData } from "react-router";
import type { loader as rootLoader } from "~/root";

/** The public settings the root loader gives every page. */
export function useSettings() {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  // The root loader always runs (its own error boundary renders without this hook).
  if (!data) throw new Error("useSettings must be used below the root route");
  return data.settings;
}

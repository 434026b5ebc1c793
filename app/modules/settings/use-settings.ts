import { useRouteLoaderData } from "react-router";

import { SETTINGS_FALLBACKS } from "./settings-fallbacks";
import type { ShellSettings } from "./settings-views";
import type { ShellText } from "./shell-text";

// The one way a page reads the settings every page shares: the root route's loader sends them
// (app/root.tsx; settings-views.ts lists them). A page's own settings come in its own loader's data.

/** What the root route's loader gives every page. */
type RootData = { settings: ShellSettings; text: ShellText };

/** The shell settings, in a component. */
export function useSettings(): ShellSettings {
  const data = useRouteLoaderData<RootData>("root");
  // The root loader always runs (its own error boundary renders without this hook).
  if (!data) throw new Error("useSettings must be used below the root route");
  return data.settings;
}

/** The shell's sentences written from the shop's policies (announcement, returns promise, trader identity). */
export function useShellText(): ShellText {
  const data = useRouteLoaderData<RootData>("root");
  if (!data) throw new Error("useShellText must be used below the root route");
  return data.text;
}

/** The shell settings, in a route's `meta` (no hooks there); undefined when the root loader failed. */
export function shellSettingsOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]) {
  return (matches.find((match) => match?.id === "root")?.data as RootData | undefined)?.settings;
}

/** The shop's name for a route's meta. */
export function siteNameOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]): string {
  return shellSettingsOf(matches)?.siteName ?? SETTINGS_FALLBACKS.siteName;
}

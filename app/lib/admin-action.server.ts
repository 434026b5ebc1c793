import { toActionData } from "./http.server";
import type { Logger } from "./logger.server";

// The answers of the admin catalogue's page actions, read by useActionFeedback.
export function saved(message: string) {
  return { ok: true as const, message };
}

/** Runs one admin mutation and answers `saved(message)` or toActionData's error shape. */
export async function adminMutation(logger: Logger, run: () => Promise<string>) {
  try {
    return saved(await run());
  } catch (err) {
    return toActionData(err, logger);
  }
}

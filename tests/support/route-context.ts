// Builds the context the Express adapter gives loaders and actions, for calling route modules
// directly in integration tests.
import type { Db } from "~/db/client.server";
import type { ShopContext } from "~/lib/context.server";
import { readConfig } from "~/lib/env.server";
import { createLogger } from "~/lib/logger.server";

export function routeContext(db: Db, overrides: Partial<ShopContext> = {}): ShopContext & { cspNonce: string } {
  return {
    db,
    config: { ...readConfig({ NODE_ENV: "test", DATA_DIR: ".test-data/data" }), ...overrides.config },
    logger: createLogger("silent"),
    clientIp: "127.0.0.1",
    cspNonce: "test-nonce",
    ...overrides,
  };
}

/** The arguments a loader or action receives; cast to the route's own Args type at the call site. */
export function routeArgs(db: Db, request: Request, params: Record<string, string> = {}, context?: Partial<ShopContext>) {
  return { request, params, context: routeContext(db, context), unstable_pattern: "" } as never;
}

import type { Db } from "~/db/client.server";

import type { Config } from "./env.server";
import type { Logger } from "./logger.server";

// What the Express adapter hands every loader and action (server/http/app.ts builds it per request).
export type ShopContext = {
  db: Db;
  config: Config;
  logger: Logger;
  /**
   * the client as rate limits count it: its address as Express sees it (honours TRUST_PROXY), an IPv6
   * address reduced to its network (RATE_LIMIT_IPV6_PREFIX; app/lib/client-address.ts)
   */
  clientIp: string;
  /** this response's Content-Security-Policy script nonce; none for a page rendered for the page cache */
  cspNonce?: string;
  /** the id of the route the request's path matches, for logs that count by route (absent for the page cache) */
  routeId?: string;
  /** render the whole document before sending it (the page cache stores one document for everyone) */
  wholeDocument?: boolean;
};

declare module "react-router" {
  interface AppLoadContext extends ShopContext {}
}

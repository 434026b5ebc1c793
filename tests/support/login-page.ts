// The login page's action as the sign-in tests post to it.
import type { Db } from "~/db/client.server";
import { action as loginAction } from "~/routes/admin/login";

import { formPost } from "./form-request";
import { freshIp, routeArgs, routeOutcome } from "./route-context";

/**
 * The login page's action of `db`'s shop, posted one form at a time: each call answers what the action did
 * with its post, sent from a fresh address unless `clientIp` is given.
 */
export const loginPage =
  (db: Db) =>
  (fields: Record<string, string>, { cookie, clientIp = freshIp() }: { cookie?: string; clientIp?: string } = {}) =>
    routeOutcome(() => loginAction(routeArgs(db, formPost("/admin/login", fields, cookie), {}, { clientIp })));

// Builds the context the Express adapter gives loaders and actions, for calling route modules
// directly in integration tests.
import type { Db } from "~/db/client.server";
import type { ShopContext } from "~/lib/context.server";
import { readConfig } from "~/lib/env.server";
import { readFlash } from "~/lib/flash.server";
import { createLogger } from "~/lib/logger.server";
import type { ToastMessage } from "~/lib/toast-message";

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

let lastIp = 0;
/**
 * A client address no earlier call gave (in a range no test writes out), so a request meets rate limits of
 * its own: the limits count per address.
 */
export const freshIp = () => `10.99.${Math.floor(++lastIp / 250) % 250}.${lastIp % 250}`;

/** The arguments a loader or action receives; cast to the route's own Args type at the call site. */
export function routeArgs(
  db: Db,
  request: Request,
  params: Record<string, string> = {},
  context?: Partial<ShopContext>,
) {
  return { request, params, context: routeContext(db, context), unstable_pattern: "" } as never;
}

/** A browser's Accept header: refusals answer it with a page, where a script gets a status and a sentence. */
export const BROWSER_ACCEPT = { Accept: "text/html,application/xhtml+xml,*/*;q=0.8" };

/** What a loader answers for a GET of `path`, returned or thrown (a redirect, a refusal) alike. */
export const loaderAnswer = (
  db: Db,
  loader: (args: never) => Promise<unknown>,
  path: string,
  headers: Record<string, string>,
) =>
  loader(routeArgs(db, new Request(`http://localhost${path}`, { headers }))).then(
    (answer) => answer as Response,
    (thrown: Response) => thrown,
  );

/** Who a request to an admin page comes from: a session's cookie, and the CSRF token its forms carry. */
export type AdminSession = { cookie: string; csrfToken: string };

/**
 * A form posted to an admin page (`path` under /admin/dashboard/) as the browser posts it: the session's
 * cookie and CSRF token, then the fields, a list repeating its name.
 */
export function adminPost(path: string, fields: Record<string, string | string[]>, session: AdminSession) {
  const form = new FormData();
  form.append("csrf", session.csrfToken);
  for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
  return new Request(`http://localhost/admin/dashboard/${path}`, {
    method: "POST",
    body: form,
    headers: { cookie: session.cookie },
  });
}

/** A page of the back office (`path` under /admin/dashboard/) opened with the session's cookie. */
export const adminGet = (path: string, session: AdminSession) =>
  new Request(`http://localhost/admin/dashboard/${path}`, { headers: { cookie: session.cookie } });

/** An admin form posted to its route module's action as the browser posts it (see adminPost): what it answered. */
export function submitAdminForm(
  db: Db,
  route: { action: (args: never) => unknown },
  path: string,
  fields: Record<string, string | string[]>,
  session: AdminSession,
  params: Record<string, string> = {},
) {
  return routeOutcome(() => route.action(routeArgs(db, adminPost(path, fields, session), params)));
}

export type RouteOutcome = { status: number; body: Record<string, unknown> | null; headers: Headers };

/**
 * What a loader or action answered, whether returned or thrown (redirects are thrown): a Response,
 * react-router's data(...) with its status, or plain data (200). A thrown Error is a crash, not an
 * answer, and fails the test.
 */
export async function routeOutcome(run: () => unknown): Promise<RouteOutcome> {
  let result: unknown;
  try {
    result = await run();
  } catch (thrown) {
    result = thrown;
  }
  if (result instanceof Response) return { status: result.status, body: null, headers: result.headers };
  if (result instanceof Error) throw result;
  const answer = result as { type?: string; data?: Record<string, unknown>; init?: ResponseInit | null } | null;
  // react-router's data(...) helper: { type: "DataWithResponseInit", data, init }
  if (answer?.type === "DataWithResponseInit")
    return {
      status: answer.init?.status ?? 200,
      body: answer.data ?? null,
      headers: new Headers(answer.init?.headers),
    };
  return { status: 200, body: result as Record<string, unknown>, headers: new Headers() };
}

/**
 * A Post/Redirect/Get answer as a browser follows it: the redirect's status and location, and the toast
 * its flash cookie shows on the next page (null when it flashes none). Anything else fails the test.
 */
export async function redirectedWithToast(
  result: unknown,
  config = routeContext(null as never).config,
): Promise<{ status: number; location: string | null; toast: ToastMessage | null; cookie: string }> {
  if (!(result instanceof Response)) throw new Error(`expected a redirect, got ${JSON.stringify(result)}`);
  const cookie = (result.headers.get("set-cookie") ?? "").split(";")[0];
  const { message } = await readFlash(config, new Request("http://localhost/", { headers: { cookie } }));
  return { status: result.status, location: result.headers.get("location"), toast: message, cookie };
}

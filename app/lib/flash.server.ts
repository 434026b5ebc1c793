import { randomBytes } from "node:crypto";

import { createCookieSessionStorage, redirect, type SessionStorage } from "react-router";

import type { Config } from "./env.server";
import type { ToastMessage } from "./toast-message";

// A one-shot toast carried across a redirect (e.g. 'Welcome back!' after login): flashed on the
// redirect, read once by the next page's loader. The cookie is signed with SESSION_SECRET, so a toast
// the shop did not write is ignored. A started shop always has the setting (from the environment or kept in
// DATA_DIR: app/lib/signing-secret.server.ts); only tests and scripts without it use one drawn per process.
const FLASH_KEY = "toast";
const MAX_AGE_SECONDS = 60;
const KINDS: readonly string[] = ["success", "error", "info"];

let drawnSecret: string | undefined;
const storages = new Map<string, SessionStorage>();

/** The secret the shop's signed links and cookies use: SESSION_SECRET, or one drawn per process (see above). */
export function cookieSecret(config: Pick<Config, "SESSION_SECRET">): string {
  return config.SESSION_SECRET ?? (drawnSecret ??= randomBytes(32).toString("base64url"));
}

function flashStorage(config: Pick<Config, "SESSION_SECRET">): SessionStorage {
  const secret = cookieSecret(config);
  let storage = storages.get(secret);
  if (!storage) {
    storage = createCookieSessionStorage({
      cookie: {
        name: "shop_flash",
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        maxAge: MAX_AGE_SECONDS,
        secrets: [secret],
      },
    });
    storages.set(secret, storage);
  }
  return storage;
}

/** The Set-Cookie header that shows `message` on the next page. */
export async function flashCookie(config: Pick<Config, "SESSION_SECRET">, message: ToastMessage): Promise<string> {
  const storage = flashStorage(config);
  const session = await storage.getSession();
  session.flash(FLASH_KEY, message);
  return storage.commitSession(session);
}

/**
 * Post/Redirect/Get: a 303 to `to` that shows `toast` on the page it lands on (the admin layout and
 * the basket page read it). A plain string is a success, shown as SPEC §8's 'Success' toast with it
 * as the description. Thrown or returned, the browser lands on a GET with and without JavaScript.
 */
export async function redirectWithToast(
  config: Pick<Config, "SESSION_SECRET">,
  to: string,
  toast: ToastMessage | string,
): Promise<Response> {
  const message: ToastMessage =
    typeof toast === "string" ? { kind: "success", title: "Success", description: toast } : toast;
  return redirect(to, { status: 303, headers: { "Set-Cookie": await flashCookie(config, message) } });
}

/** The flashed toast, if any, and the Set-Cookie header that spends it. */
export async function readFlash(
  config: Pick<Config, "SESSION_SECRET">,
  request: Request,
): Promise<{ message: ToastMessage | null; clear: string | null }> {
  const storage = flashStorage(config);
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes("shop_flash=")) return { message: null, clear: null };
  const session = await storage.getSession(cookie);
  const value = session.get(FLASH_KEY) as ToastMessage | undefined;
  const message = value && KINDS.includes(value.kind) && typeof value.title === "string" ? value : null;
  return { message, clear: await storage.destroySession(session) };
}

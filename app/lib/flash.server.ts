import type { ToastMessage } from "~/lib/toast-message";

// A one-shot toast carried across a redirect (e.g. 'Welcome back!' after login): set on the redirect,
// read and cleared by the next page's loader. Only our own fixed messages go in, never user input.
const NAME = "shop_flash";

export function flashCookie(message: ToastMessage): string {
  const value = Buffer.from(JSON.stringify(message)).toString("base64url");
  return `${NAME}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=60`;
}

export function readFlash(request: Request): { message: ToastMessage | null; clear: string | null } {
  const header = request.headers.get("cookie") ?? "";
  for (const part of header.split(";")) {
    const [name, value] = part.trim().split("=");
    if (name !== NAME || !value) continue;
    try {
      const parsed = JSON.parse(Buffer.from(value, "base64url").toString("utf8")) as ToastMessage;
      const ok = ["success", "error", "info"].includes(parsed.kind) && typeof parsed.title === "string";
      return { message: ok ? parsed : null, clear: `${NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` };
    } catch {
      return { message: null, clear: `${NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0` };
    }
  }
  return { message: null, clear: null };
}

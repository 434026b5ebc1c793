// The admin catalogue's route modules called as the browser posts to them: a file's database with an admin
// signed in, its pages' requests (with or without the session and CSRF token), and what an action answered.
import { createAdminSession } from "./factories";
import { redirectedWithToast } from "./route-context";
import { testDb } from "./test-db";

export async function adminCatalogTestDb() {
  const { db } = await testDb();
  const admin = await createAdminSession(db);

  const page = (path: string, cookie?: string) =>
    new Request(`http://localhost/admin/dashboard/${path}`, { headers: cookie ? { cookie } : {} });
  const post = (
    path: string,
    fields: Record<string, string | string[]>,
    { cookie = admin.cookie, csrf = admin.csrfToken as string | null } = {},
  ) => {
    const form = new FormData();
    if (csrf !== null) form.append("csrf", csrf);
    for (const [name, value] of Object.entries(fields)) for (const v of [value].flat()) form.append(name, v);
    return new Request(`http://localhost/admin/dashboard/${path}`, { method: "POST", body: form, headers: { cookie } });
  };

  /** What an action refused with: the body and status of `data(...)` (a success is a redirect: `saved`). */
  function answer(result: unknown): { status: number; body: { ok: boolean; message?: string; error?: string } } {
    if (result && typeof result === "object" && "init" in result && "data" in result) {
      const wrapped = result as { data: never; init: { status?: number } | null };
      return { status: wrapped.init?.status ?? 200, body: wrapped.data };
    }
    return { status: 200, body: result as never };
  }

  const success = (description: string) => ({ kind: "success", title: "Success", description });

  /** A save's answer: a 303 back to `location` whose flash cookie shows the success toast. */
  async function saved(result: unknown) {
    const { status, location, toast } = await redirectedWithToast(result);
    return { status, location, toast };
  }
  return { db, admin, page, post, answer, success, saved };
}

import type { z } from "zod";

import type { Db } from "~/db/client.server";
import type { ShopContext } from "~/lib/context.server";
import { DomainError } from "~/lib/errors";
import { jsonAction, jsonEndpoint, statusFor, toActionData } from "~/lib/http.server";

import type { SessionUser } from "./auth.server";
import { readAdminForm, requireAdmin, requireAdminMutation, requireAdminPage } from "./session.server";

// The back office's routes all share one order: the admin check first, then one module function.
// These keep that order in one place, so a route module only names its operation and its message.

type AdminArgs = { request: Request; context: ShopContext };

/** An admin page's loader: anyone without the admin role goes to sign in, before anything is read. */
export async function adminPageLoader<T>({ request, context }: AdminArgs, load: (db: Db) => Promise<T>): Promise<T> {
  await requireAdminPage(context.db, request);
  try {
    return await load(context.db);
  } catch (err) {
    // A refused query (a search too long, say) is the admin's error page with its message, not a 500.
    if (err instanceof DomainError && statusFor(err) < 500)
      throw new Response(err.message, {
        status: statusFor(err),
        headers: { "Content-Type": "text/plain; charset=utf-8" },
      });
    throw err;
  }
}

export type AdminSubmission = { db: Db; form: FormData; actor: SessionUser };

/**
 * An admin page's form action: checks the role before the body is read (ADR 122), reads the form (an
 * unreadable body is a 400) and checks its CSRF token, then `run` calls one module function and answers,
 * after a success, a redirect with a
 * toast (redirectWithToast). Any refusal, the check's included, becomes the form's action data with
 * its status (toActionData): the message, and the field errors the form shows under its fields.
 */
export async function adminFormAction<T>(
  { request, context }: AdminArgs,
  run: (submission: AdminSubmission) => Promise<T>,
) {
  try {
    const { form, actor } = await readAdminForm(context.db, request);
    return await run({ db: context.db, form, actor });
  } catch (err) {
    return toActionData(err, context.logger);
  }
}

/** A list's delete button posts `intent=delete` with the row's `id`; any other intent is refused. */
export function deleteInput(form: FormData): { id: string } {
  if (form.get("intent") !== "delete") throw new DomainError("invalid_input", "Unknown action.");
  return { id: String(form.get("id")) };
}

type JsonArgs = AdminArgs & { params: Record<string, string | undefined> };

const adminWithCsrfHeader = ({ request, context }: JsonArgs) => requireAdminMutation(context.db, request);
const admin = ({ request, context }: JsonArgs) => requireAdmin(context.db, request);

/**
 * An admin JSON endpoint's action: the role and the X-CSRF-Token header are checked before any body is
 * read, the JSON body is parsed with `schema`, and every refusal is JSON `{ error }` with its status.
 */
export function adminJsonAction<S extends z.ZodType>(
  schema: S,
  run: (input: z.output<S>, args: JsonArgs, actor: SessionUser) => Promise<unknown>,
) {
  return jsonAction(schema, adminWithCsrfHeader, run);
}

/** The same for a body that is not JSON (an upload): `run` reads it, once the role and token are checked. */
export function adminBodyAction(run: (args: JsonArgs, actor: SessionUser) => Promise<unknown>) {
  return jsonEndpoint(adminWithCsrfHeader, run);
}

/** An admin JSON endpoint's loader: the role first, then `run`'s answer as JSON; refusals as `{ error }`. */
export function adminJsonLoader(run: (args: JsonArgs, actor: SessionUser) => Promise<unknown>) {
  return jsonEndpoint(admin, run);
}

/** A POST-only admin JSON endpoint's GET: an admin is told how to call it (405), anyone else is refused. */
export function adminPostOnlyLoader(hint: string) {
  return adminJsonLoader(async () => Response.json({ error: hint }, { status: 405, headers: { Allow: "POST" } }));
}

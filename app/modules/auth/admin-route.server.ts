import type { Db } from "~/db/client.server";
import type { ShopContext } from "~/lib/context.server";
import { DomainError } from "~/lib/errors";
import { toActionData, toResponse } from "~/lib/http.server";

import type { SessionUser } from "./auth.server";
import { readAdminForm, requireAdmin, requireAdminMutation, requireAdminPage } from "./session.server";

// The back office's routes all share one order: the admin check first, then one module function.
// These keep that order in one place, so a route module only names its operation and its message.

type AdminArgs = { request: Request; context: ShopContext };

/** An admin page's loader: anyone without the admin role goes to sign in, before anything is read. */
export async function adminPageLoader<T>({ request, context }: AdminArgs, load: (db: Db) => Promise<T>): Promise<T> {
  await requireAdminPage(context.db, request);
  return load(context.db);
}

export type AdminSubmission = { db: Db; form: FormData; actor: SessionUser };

/**
 * An admin page's form action: checks the role before the body is read (ADR 122), reads the form (an
 * unreadable body is a 400) and checks its CSRF token, then `run` calls one module function and answers, after a success, a redirect with a
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

/**
 * An admin JSON endpoint's action: the role and the X-CSRF-Token header are checked before any body
 * is read, and every refusal is JSON `{ error }` with its status (toResponse).
 */
export async function adminJsonAction(
  { request, context }: AdminArgs,
  run: (actor: SessionUser) => Promise<Response>,
): Promise<Response> {
  try {
    const actor = await requireAdminMutation(context.db, request);
    return await run(actor);
  } catch (err) {
    return toResponse(err, context.logger);
  }
}

/** A POST-only admin JSON endpoint's GET: an admin is told how to call it (405), anyone else is refused. */
export async function adminPostOnlyLoader({ request, context }: AdminArgs, hint: string): Promise<Response> {
  try {
    await requireAdmin(context.db, request);
    return Response.json({ error: hint }, { status: 405, headers: { Allow: "POST" } });
  } catch (err) {
    return toResponse(err, context.logger);
  }
}

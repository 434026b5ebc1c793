import type { Db } from "~/db/client.server";
import { adminMutation } from "~/lib/admin-action.server";
import type { ShopContext } from "~/lib/context.server";
import { DomainError } from "~/lib/errors";
import { toResponse } from "~/lib/http.server";

import type { SessionUser } from "./auth.server";
import { readAdminForm, requireAdmin, requireAdminMutation, requireAdminPage } from "./session.server";

// The back office's routes all share one order: the admin check first, then one module function.
// These keep that order in one place, so a route module only names its operation and its message.

type AdminArgs = { request: Request; context: ShopContext };
type Operation = (db: Db, form: FormData, actor: SessionUser) => Promise<unknown>;

/** An admin page's loader: anyone without the admin role goes to sign in, before anything is read. */
export async function adminPageLoader<T>({ request, context }: AdminArgs, load: (db: Db) => Promise<T>): Promise<T> {
  await requireAdminPage(context.db, request);
  return load(context.db);
}

/**
 * An admin page's form action: checks the role, then reads the form and checks its CSRF token, runs `run` and
 * answers its message as `saved(...)`, or the refusal as action data (see adminMutation).
 */
export async function adminAction(
  { request, context }: AdminArgs,
  run: (db: Db, form: FormData, actor: SessionUser) => Promise<string>,
) {
  return adminMutation(context.logger, async () => {
    const { form, actor } = await readAdminForm(context.db, request);
    return run(context.db, form, actor);
  });
}

/** A form action that makes one change and always answers the same success message. */
export function adminSaveAction(args: AdminArgs, save: Operation, message: string) {
  return adminAction(args, async (db, form, actor) => {
    await save(db, form, actor);
    return message;
  });
}

/** A list's action that only deletes: `intent=delete` with the row's `id`; any other intent is refused. */
export function adminDeleteAction(
  args: AdminArgs,
  remove: (db: Db, input: { id: string }, actor: SessionUser) => Promise<unknown>,
  message: string,
) {
  return adminSaveAction(
    args,
    async (db, form, actor) => {
      if (form.get("intent") !== "delete") throw new DomainError("invalid_input", "Unknown action.");
      await remove(db, { id: String(form.get("id")) }, actor);
    },
    message,
  );
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

import { data } from "react-router";
import type { z } from "zod";

import type { Db } from "~/db/client.server";
import type { ShopContext } from "~/lib/context.server";
import { DomainError } from "~/lib/errors";
import { redirectWithToast } from "~/lib/flash.server";
import { jsonAction, jsonEndpoint, samePage, statusFor, toActionData } from "~/lib/http.server";

import type { SessionUser } from "./auth.server";
import { permissionForIntent, permissionsOf, type ActionPermission, type Needs } from "./permissions";
import {
  assertCan,
  readAdminForm,
  requireAdmin,
  requireAdminDownload,
  requireAdminMutation,
  requireAdminPage,
} from "./session.server";

// The back office's routes all share one order: the role's check first, then one module function.
// These keep that order in one place, so a route module only names what it needs (its own
// `routeRules.permission`, which a test holds every admin route to), its operation and its message.

type AdminArgs = { request: Request; context: ShopContext };

/**
 * An admin page's loader: anyone without a staff role goes to sign in, and a role without `needs` gets a
 * 403 page, before anything is read.
 */
export async function adminPageLoader<T>(
  { request, context }: AdminArgs,
  needs: Needs,
  load: (db: Db, actor: SessionUser) => Promise<T>,
): Promise<T> {
  const actor = await requireAdminPage(context.db, request, needs);
  try {
    return await load(context.db, actor);
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
 * An admin page's form action: checks the role before the body is read (ADR 081), reads the form (an
 * unreadable body is a 400) and checks its CSRF token, then the permission its `intent` needs (`needs`),
 * then `run` calls one module function and answers,
 * after a success, a redirect with a
 * toast (redirectWithToast). Any refusal, the check's included, becomes the form's action data with
 * its status (toActionData): the message, and the field errors the form shows under its fields.
 */
export async function adminFormAction<T>(
  { request, context }: AdminArgs,
  needs: ActionPermission,
  run: (submission: AdminSubmission) => Promise<T>,
) {
  let intent: FormDataEntryValue | null = null;
  try {
    const { form, actor } = await readAdminForm(context.db, request, permissionsOf(needs));
    intent = form.get("intent");
    assertCan(actor, permissionForIntent(needs, intent));
    return await run({ db: context.db, form, actor });
  } catch (err) {
    const refusal = toActionData(err, context.logger);
    // a page of several forms shows a refusal under the form that posted it (its intent)
    return typeof intent === "string" ? data({ ...refusal.data, intent }, refusal.init ?? undefined) : refusal;
  }
}

/** A list's delete button posts `intent=delete` with the row's `id`; any other intent is refused. */
export function deleteInput(form: FormData): { id: string } {
  if (form.get("intent") !== "delete") throw new DomainError("invalid_input", "Unknown action.");
  return { id: String(form.get("id")) };
}

/**
 * A list whose only button is a row's delete: `remove` deletes the row's record (deleteInput), then the same
 * page again with the success toast `message`.
 */
export function adminDeleteAction(
  args: AdminArgs,
  needs: ActionPermission,
  remove: (db: Db, input: { id: string }, actor: SessionUser) => Promise<unknown>,
  message: string,
) {
  return adminToastAction(args, needs, async ({ db, form, actor }) => {
    await remove(db, deleteInput(form), actor);
    return message;
  });
}

/**
 * A form action whose success is a toast: `run` calls one module function and answers the toast's message; the
 * browser then goes to `to` (a list's own buttons: the same page, `samePage`).
 */
export function adminToastAction(
  args: AdminArgs,
  needs: ActionPermission,
  run: (submission: AdminSubmission) => Promise<string>,
  to: string = samePage(args.request),
) {
  return adminFormAction(args, needs, async (submission) =>
    redirectWithToast(args.context.config, to, await run(submission)),
  );
}

type Toast<R> = string | ((record: R) => string);
const toastOf = <R>(toast: Toast<R>, record: R) => (typeof toast === "string" ? toast : toast(record));

/**
 * An admin record's editor, one module at `<kind>s/new` and `<kind>s/edit/:id`: what its save reads from the
 * form, the module functions that create (no id) and update (an id) the record, their toasts, and the list
 * the browser goes back to.
 */
export type RecordEditor<I, C, U, O> = {
  list: string;
  read: (form: FormData) => I;
  create: (db: Db, input: I, actor: SessionUser) => Promise<C>;
  update: (db: Db, input: I & { id: string }, actor: SessionUser, options?: O) => Promise<U>;
  /** what an update reads from the form besides the record (the values an edit conflict is checked against) */
  updateOptions?: (form: FormData) => O;
  created: Toast<C>;
  updated: Toast<U>;
};

/** An editor's action: the record created or updated by its module function, then its list with a toast. */
export function adminEditorAction<I, C, U, O>(needs: ActionPermission, editor: RecordEditor<I, C, U, O>) {
  return ({ params: { id }, ...args }: AdminArgs & { params: { id?: string } }) =>
    adminToastAction(
      args,
      needs,
      async ({ db, form, actor }) => {
        const input = editor.read(form);
        if (!id) return toastOf(editor.created, await editor.create(db, input, actor));
        const options = editor.updateOptions?.(form);
        return toastOf(editor.updated, await editor.update(db, { ...input, id }, actor, options));
      },
      editor.list,
    );
}

type JsonArgs = AdminArgs & { params: Record<string, string | undefined> };

const adminWithCsrfHeader =
  (needs: Needs) =>
  ({ request, context }: JsonArgs) =>
    requireAdminMutation(context.db, request, needs);
const admin =
  (needs: Needs) =>
  ({ request, context }: JsonArgs) =>
    requireAdmin(context.db, request, needs);

/**
 * An admin JSON endpoint's action: the role and the X-CSRF-Token header are checked before any body is
 * read, the JSON body is parsed with `schema`, and every refusal is JSON `{ error }` with its status.
 */
export function adminJsonAction<S extends z.ZodType>(
  needs: Needs,
  schema: S,
  run: (input: z.output<S>, args: JsonArgs, actor: SessionUser) => Promise<unknown>,
) {
  return jsonAction(schema, adminWithCsrfHeader(needs), run);
}

/** The same for a body that is not JSON (an upload): `run` reads it, once the role and token are checked. */
export function adminBodyAction(needs: Needs, run: (args: JsonArgs, actor: SessionUser) => Promise<unknown>) {
  return jsonEndpoint(adminWithCsrfHeader(needs), run);
}

/** A navigation by a browser (an address typed or a link opened), not a script or an API client. */
const opensAsPage = (request: Request) => (request.headers.get("Accept") ?? "").includes("text/html");

/**
 * A download's loader (a PDF): the file `run` answers for a role that may have it. A browser opening a shared
 * link its role may not is sent to the shop's 403 page naming the file (or, signed out, to sign in); any other
 * client gets JSON `{ error }` with its status.
 */
export function adminDownloadLoader(needs: Needs, run: (args: JsonArgs, actor: SessionUser) => Promise<unknown>) {
  const answer = adminJsonLoader(needs, run);
  return async (args: JsonArgs) => {
    await refusedDownloadAsPage(args, needs);
    return answer(args);
  };
}

/** For a browser only: a download its role may not have is the 403 page that names it, before any other check. */
export async function refusedDownloadAsPage({ request, context }: AdminArgs, needs: Needs): Promise<void> {
  if (opensAsPage(request)) await requireAdminDownload(context.db, request, needs);
}

/** An admin JSON endpoint's loader: the role first, then `run`'s answer as JSON; refusals as `{ error }`. */
export function adminJsonLoader(needs: Needs, run: (args: JsonArgs, actor: SessionUser) => Promise<unknown>) {
  return jsonEndpoint(admin(needs), run);
}

/** A POST-only admin JSON endpoint's GET: staff who may use it are told how (405), anyone else is refused. */
export function adminPostOnlyLoader(needs: Needs, hint: string) {
  return adminJsonLoader(needs, async () =>
    Response.json({ error: hint }, { status: 405, headers: { Allow: "POST" } }),
  );
}

import { useRouteLoaderData } from "react-router";

import { CSRF_FIELD } from "~/lib/csrf";

type AdminLayoutData = { csrfToken: string };

/** The admin session's CSRF token, from the admin layout's loader. */
export function useCsrfToken(): string {
  return useRouteLoaderData<AdminLayoutData>("routes/admin/layout")?.csrfToken ?? "";
}

/** Put inside every admin <Form method="post">; fetch calls send the token as X-CSRF-Token instead. */
export function CsrfField() {
  return <input type="hidden" name={CSRF_FIELD} value={useCsrfToken()} />;
}

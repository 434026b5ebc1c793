import type { Db } from "~/db/client.server";

import type { ShopContext } from "./context.server";
import { cookieSecret } from "./flash.server";
import { formAction } from "./http.server";

type LinkArgs = { params: { token?: string }; context: ShopContext };

/**
 * The loader and action of a double opt-in link's page: the loader says whether the link is one the shop signed,
 * the page's button confirms what it names (a refusal becomes the form's error, as formAction says).
 */
export function confirmLinkRoute(
  isToken: (secret: string, token: string | undefined) => boolean,
  confirm: (db: Db, secret: string, token: string | undefined) => Promise<unknown>,
) {
  return {
    loader: ({ params, context }: LinkArgs) => ({ valid: isToken(cookieSecret(context.config), params.token) }),
    action: formAction(async ({ params, context }: LinkArgs) => {
      await confirm(context.db, cookieSecret(context.config), params.token);
      return { ok: true as const };
    }),
  };
}

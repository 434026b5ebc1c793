import type { AppLoadContext } from "react-router";

import { cookieSecret } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { formAction, readForm } from "~/lib/http.server";
import { hitRateLimit, LIMITS } from "~/lib/rate-limit.server";

import { BACK_IN_STOCK_DONE } from "./back-in-stock-text";
import type { BackInStockInput } from "./back-in-stock.schema";
import { requestBackInStock, type WaitableKind } from "./back-in-stock.server";

/**
 * "Email me when it's back" as a product's or an add-on's page action (it works without JavaScript
 * too): the answer is the page's action data, shown beside the form, never a redirect.
 */
export const backInStockAction = (kind: WaitableKind) =>
  formAction(
    async ({ request, params, context }: { request: Request; params: { slug: string }; context: AppLoadContext }) => {
      const { db, clientIp, config } = context;
      await hitRateLimit("backInStock", clientIp, LIMITS.backInStock);
      const form = formInput<BackInStockInput>(await readForm(request));
      await requestBackInStock(db, kind, params.slug, form, { secret: cookieSecret(config) });
      return { ok: true, message: BACK_IN_STOCK_DONE };
    },
  );

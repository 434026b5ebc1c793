import type { AppLoadContext } from "react-router";

import { redirectWithToast } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { adminFormAction, adminPageLoader } from "~/modules/auth/admin-route.server";
import {
  createDiscountCode,
  getDiscountCode,
  updateDiscountCode,
} from "~/modules/promotions/discount-codes-admin.server";
import { codeFormValues, type DiscountCodeInput } from "~/modules/promotions/discount-codes.schema";
import { listSaleItemChoices } from "~/modules/promotions/sales-admin.server";

import { routeRules } from "./discount-editor";

// The discount code editor's loader and action, for its two pages: discounts/new (no id) and discounts/edit/:id.
type Args = { request: Request; params: { id?: string }; context: AppLoadContext };

const DISCOUNTS = "/admin/dashboard/discounts";

export const loader = ({ params: { id }, ...args }: Args) =>
  adminPageLoader(args, routeRules.permission.loader, async (db) => {
    const [code, choices] = await Promise.all([id ? getDiscountCode(db, id) : null, listSaleItemChoices(db)]);
    return { code, values: codeFormValues(code), choices };
  });

export const action = ({ params: { id }, ...args }: Args) =>
  adminFormAction(args, routeRules.permission.action, async ({ db, form, actor }) => {
    const input = formInput<DiscountCodeInput>(form);
    if (!id) {
      const code = await createDiscountCode(db, input, actor);
      return redirectWithToast(args.context.config, DISCOUNTS, `Code ${code.code} created.`);
    }
    const code = await updateDiscountCode(db, { ...input, id }, actor);
    return redirectWithToast(args.context.config, DISCOUNTS, `Code ${code.code} saved.`);
  });

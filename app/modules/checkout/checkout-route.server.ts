import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "react-router";

import type { BasketCheckout } from "~/db/schema/baskets";
import { DomainError } from "~/lib/errors";
import { readFlash, redirectWithToast } from "~/lib/flash.server";
import { postedFields } from "~/lib/form-input";
import { readForm } from "~/lib/http.server";
import { assertWellFormedText } from "~/lib/validation";
import { readBasketId } from "~/modules/cart/basket-cookie.server";
import { saveCheckoutStep, viewBasket } from "~/modules/cart/basket.server";
import { paymentMode } from "~/modules/payments/payments.server";
import { checkoutDeliveryOptions } from "~/modules/settings/delivery-dates.server";
import { deliversTo, NOT_DELIVERED } from "~/modules/settings/delivery-destinations";
import { CHECKOUT_SETTINGS } from "~/modules/settings/settings-views";
import { getSettings, getSettingsView } from "~/modules/settings/settings.server";

import {
  reachedStep,
  RESUME_PARAM,
  skippedStep,
  STEP_NEEDS,
  STEP_PATHS,
  stepRedirect,
  type StepId,
} from "./checkout-steps";
import { ContactSchema, ShippingStepSchema } from "./checkout.schema";

// What the three checkout pages share on the server: each page's loader reads the basket and what its
// steps saved; each step's action checks the form with the schema the browser uses and saves it.

type Args = { request: Request; context: AppLoadContext };

/**
 * A step's page: the basket as the server prices it, the saved fields, the payment provider, and the
 * notice a refused post flashed on its way here (a step skipped, a line fixed from the payment step).
 */
export async function loadCheckoutStep(step: StepId, { request, context }: Args) {
  const url = new URL(request.url);
  const [{ checkout, view }, flash] = await Promise.all([
    viewBasket(context.db, readBasketId(request)),
    readFlash(context.config, request),
  ]);
  // a 3-D Secure return finishes its order in the browser, from a basket that may be spent already
  const returning = url.searchParams.has("payment_intent");
  if (view.lines.length === 0 && !returning) throw redirect("/");
  // the drawer's and /cart's Checkout link: the furthest step this basket has reached
  if (step === "info" && url.searchParams.has(RESUME_PARAM)) throw redirect(STEP_PATHS[reachedStep(checkout)]);
  const elsewhere = returning ? null : stepRedirect(step, checkout);
  if (elsewhere) throw redirect(elsewhere);
  return data(
    {
      step,
      basket: view,
      checkout,
      notice: flash.message,
      paymentMode: paymentMode(context.config),
      settings: await getSettingsView(context.db, CHECKOUT_SETTINGS),
      delivery: await checkoutDeliveryOptions(context.db, checkout.shipping?.postcode),
    },
    flash.clear ? { headers: { "Set-Cookie": flash.clear } } : undefined,
  );
}

/** A step posted before the step it needs: the first step still to fill in, saying so. */
export async function refuseSkippedStep(step: StepId, checkout: BasketCheckout, context: AppLoadContext) {
  const skipped = skippedStep(step, checkout);
  return skipped ? redirectWithToast(context.config, skipped.to, { kind: "error", title: skipped.message }) : null;
}

/** The step's schema-checked fields as the basket's checkout record keeps them. */
function parseStep(step: "info" | "shipping", formData: FormData) {
  if (step === "info") {
    const submission = parseWithZod(formData, { schema: ContactSchema });
    const value = submission.status === "success" ? { contact: submission.value } : null;
    return { submission, value, next: STEP_PATHS.shipping };
  }
  const submission = parseWithZod(formData, { schema: ShippingStepSchema });
  if (submission.status !== "success") return { submission, value: null, next: STEP_PATHS.payment };
  const { shippingMethod, ...shipping } = submission.value;
  return { submission, value: { shipping, shippingMethod } satisfies BasketCheckout, next: STEP_PATHS.payment };
}

/**
 * A step's form: refused with the schema's messages (400) and the entered values, or saved on the
 * basket and answered with the next step's page (303, so reload and Back never post again).
 */
export async function saveCheckoutStepForm(step: "info" | "shipping", { request, context }: Args) {
  // a body that is not a form (text/plain, a broken multipart) is a 400, as on every other form action
  const fields = postedFields(await readForm(request));
  // a NUL or a lone surrogate passes the schema but not the database's jsonb: refused first, as parseInput does
  try {
    assertWellFormedText([...fields.values()].filter((v) => typeof v === "string"));
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    return data({ status: "error" as const, error: { "": [err.message] } }, { status: 400 });
  }
  const { submission, value, next } = parseStep(step, fields);
  if (!value) return data(submission.reply(), { status: 400 });
  // the schema knows every place the shop could deliver; the settings say where it does now
  if ("shipping" in value && !deliversTo(await getSettings(context.db), value.shipping.country))
    return data(submission.reply({ fieldErrors: { country: [NOT_DELIVERED] } }), { status: 400 });
  const basketId = readBasketId(request);
  // saved only after the step it needs, in the same statement: never out of order
  const record = basketId ? await saveCheckoutStep(context.db, basketId, value, STEP_NEEDS[step]) : null;
  // no basket (it expired, or the order was placed in another tab): nothing to check out
  if (!record) return redirect("/", 303);
  return (await refuseSkippedStep(step, record, context)) ?? redirect(next, 303);
}

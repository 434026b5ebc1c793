import { data, redirect, type AppLoadContext } from "react-router";

import type { BasketCheckout } from "~/db/schema/baskets";
import { DomainError } from "~/lib/errors";
import { readFlash, redirectWithToast } from "~/lib/flash.server";
import { formInput, type FormPayload } from "~/lib/form-input";
import { readForm } from "~/lib/http.server";
import { assertWellFormedText, parseInput } from "~/lib/validation";
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

const NEXT_STEP = { info: STEP_PATHS.shipping, shipping: STEP_PATHS.payment };

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

/**
 * The step's fields, checked with the schema the browser checks them with, as the basket's checkout record keeps
 * them. The schema knows every place the shop could deliver; `delivers` says where it does now (the settings).
 * Pure, so the component tests' stand-in for the basket checks a step as the server does.
 */
export function checkedStep(
  step: "info" | "shipping",
  entered: FormPayload,
  delivers: (country: string) => boolean = () => true,
): BasketCheckout {
  if (step === "info") return { contact: parseInput(ContactSchema, entered) };
  const { shippingMethod, ...shipping } = parseInput(ShippingStepSchema, entered);
  if (!delivers(shipping.country)) throw new DomainError("invalid_input", NOT_DELIVERED, { country: NOT_DELIVERED });
  return { shipping, shippingMethod };
}

/**
 * A step's refusal carries what was typed (`details.entered`), so the page shows it again, without JavaScript too.
 * Text the database cannot keep (a NUL) is refused without being sent back.
 */
export function keepingEntered<T>(entered: FormPayload, check: () => T): T {
  assertWellFormedText(entered);
  try {
    return check();
  } catch (err) {
    if (!(err instanceof DomainError)) throw err;
    throw new DomainError(err.code, err.message, err.fieldErrors, { entered });
  }
}

/**
 * A step's form, read and refused as every form is (formInput, then a DomainError that the route's formAction
 * answers with the field errors, 400), or saved on the basket and answered with the next step's page (303, so
 * reload and Back never post again).
 */
export async function saveCheckoutStepForm(step: "info" | "shipping", { request, context }: Args) {
  const entered = formInput<FormPayload>(await readForm(request));
  const settings = step === "shipping" ? await getSettings(context.db) : null;
  const value = keepingEntered(entered, () =>
    checkedStep(step, entered, (country) => !settings || deliversTo(settings, country)),
  );
  const basketId = readBasketId(request);
  // saved only after the step it needs, in the same statement: never out of order
  const record = basketId ? await saveCheckoutStep(context.db, basketId, value, STEP_NEEDS[step]) : null;
  // no basket (it expired, or the order was placed in another tab): nothing to check out
  if (!record) return redirect("/", 303);
  return (await refuseSkippedStep(step, record, context)) ?? redirect(NEXT_STEP[step], 303);
}

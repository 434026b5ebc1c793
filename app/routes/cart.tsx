import { data, redirect } from "react-router";

import { StorefrontRouteError } from "~/components/storefront/route-error";
import { lazyToasterHandle } from "~/components/ui/toaster";
import { flashCookie, readFlash } from "~/lib/flash.server";
import { formInput } from "~/lib/form-input";
import { formAction, readForm } from "~/lib/http.server";
import { unlistedPageMeta } from "~/lib/seo";
import type { ToastMessage } from "~/lib/toast-message";
import { parseInput } from "~/lib/validation";
import { changeBasketCode } from "~/modules/cart/basket-code-entry.server";
import { basketCookies, countCookieIfStale, readBasketId } from "~/modules/cart/basket-cookie.server";
import { BasketChangeSchema, ReturnPathSchema, type BasketChange, type BasketView } from "~/modules/cart/basket.schema";
import { acknowledgePrices, changeBasket, viewBasket } from "~/modules/cart/basket.server";
import { CartPage } from "~/modules/cart/cart-page";
import { getSettings } from "~/modules/settings/settings.server";
import { FORM_BODY, NOT_CACHED, type RouteRules } from "~/routes/route-rules";

import type { Route } from "./+types/cart";

// /cart: the basket as a page (what the drawer shows, without JavaScript too), and the one place the
// basket changes. A form posted without JavaScript names where to go back to (`redirectTo`) and is
// answered with a redirect; the same form through a fetcher gets the basket back as data.

const NO_STORE = { "Cache-Control": "no-store" };

export const routeRules = { permission: "public", cache: NOT_CACHED, body: FORM_BODY } satisfies RouteRules;

export async function loader({ request, context }: Route.LoaderArgs) {
  const [{ view }, settings, flash] = await Promise.all([
    viewBasket(context.db, readBasketId(request)),
    getSettings(context.db),
    readFlash(context.config, request),
  ]);
  const headers = new Headers(NO_STORE);
  const count = countCookieIfStale(request, view.itemCount);
  if (count) headers.append("Set-Cookie", count);
  if (flash.clear) headers.append("Set-Cookie", flash.clear);
  return data(
    { basket: view, freeDeliveryThreshold: settings.freeDeliveryThreshold, notice: flash.message },
    { headers },
  );
}

export async function action(args: Route.ActionArgs) {
  const form = await readForm(args.request);
  // the schema's rule for a return address, on the error path too: never a raw, unchecked value
  const redirectTo = ReturnPathSchema.safeParse(form.get("redirectTo") ?? undefined).data ?? null;
  return formAction(
    ({ request, context }: Route.ActionArgs) => changeFromForm(request, context, form, redirectTo),
    // a refusal goes back to the page it came from as a flash (no JavaScript), or to the drawer as data
    async ({ error, init }, { context }) => {
      if (!redirectTo)
        return data({ ok: false as const, error }, { ...init, headers: { ...init.headers, ...NO_STORE } });
      const flash = await flashCookie(context.config, { kind: "error", title: error });
      throw redirect(redirectTo, { status: 303, headers: { ...NO_STORE, "Set-Cookie": flash } });
    },
  )(args);
}

/** A basket change: the basket back as data (the drawer), or, posted without JavaScript, a redirect with a flash. */
async function changeFromForm(
  request: Request,
  context: Route.ActionArgs["context"],
  form: FormData,
  redirectTo: string | null,
) {
  const change = parseInput(BasketChangeSchema, formInput(form));
  const basketId = readBasketId(request);
  const result =
    change.intent === "code" || change.intent === "uncode"
      ? await changeBasketCode(context.db, basketId, change, context.clientIp)
      : change.intent === "seen"
        ? await acknowledgePrices(context.db, basketId)
        : await changeBasket(context.db, basketId, change, context.clientIp);
  const headers = new Headers(NO_STORE);
  for (const cookie of basketCookies(request, result.id, result.view.itemCount)) headers.append("Set-Cookie", cookie);
  if (redirectTo) {
    const message = result.notice
      ? { kind: change.intent === "code" ? ("success" as const) : ("info" as const), title: result.notice }
      : addedMessage(change, result.view);
    if (message) headers.append("Set-Cookie", await flashCookie(context.config, message));
    throw redirect(redirectTo, { status: 303, headers });
  }
  return data({ ok: true as const, basket: result.view, notice: result.notice }, { headers });
}

/** Without JavaScript an add lands on /cart: it says what went in (SPEC's 'Added to cart' toast). */
function addedMessage(change: BasketChange, basket: BasketView): ToastMessage | null {
  if (change.intent !== "add") return null;
  const line = basket.lines.find((l) => l.itemId === change.itemId && (l.variant ?? "") === change.variant);
  return line
    ? { kind: "success", title: "Added to cart", description: `${line.name} has been added to your cart.` }
    : null;
}

export const headers: Route.HeadersFunction = () => NO_STORE;

export const meta: Route.MetaFunction = () => unlistedPageMeta("Your cart | Retro Handhelds");

// An error or a missing order keeps the storefront's header and footer around its message.
/** Its toasts only answer the shopper's own taps: the toaster loads at the first one. */
export const handle = lazyToasterHandle;

export const ErrorBoundary = StorefrontRouteError;

export default function Cart({ loaderData }: Route.ComponentProps) {
  return <CartPage {...loaderData} />;
}

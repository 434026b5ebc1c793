import { useCallback, useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { toast } from "sonner";

import { formatPrice } from "~/lib/money";
import type { Totals } from "~/modules/cart/basket-pricing";
import { useCart } from "~/modules/cart/cart-context";

import type { SummaryLine } from "./order-summary";

// The checkout's payment: starts a payment for the server's price when the payment step is shown
// (and again when the cart changes there), confirms it into an order, and finishes a 3-D Secure
// return. The request is read from a ref, so starting a payment does not depend on every keystroke.

/** A started payment, with the server's own prices (which win over the cart's if they differ). */
export type Payment = { paymentIntentId: string; clientSecret: string; totals: Totals; lines: SummaryLine[] };

export type PaymentRequest = {
  email: string;
  emailOffers: boolean;
  shippingAddress: Record<string, string>;
  shippingMethod: string;
};

const FAILED_TO_START = "Failed to initialize payment. Please try again.";

async function postJson<T>(
  url: string,
  body: unknown,
): Promise<{ ok: true; data: T } | { ok: false; error: string; status: number }> {
  try {
    const response = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const data = (await response.json().catch(() => ({}))) as T & { error?: string };
    return response.ok ? { ok: true, data } : { ok: false, error: data.error ?? "", status: response.status };
  } catch {
    return { ok: false, error: "", status: 0 };
  }
}

export function useCheckoutPayment({
  active,
  request,
  returnedPaymentId,
  redirectFailed,
}: {
  active: boolean;
  request: PaymentRequest;
  returnedPaymentId: string | null;
  redirectFailed: boolean;
}) {
  const cart = useCart();
  const navigate = useNavigate();
  const [payment, setPayment] = useState<Payment | null>(null);
  // failed: the request never got an answer, so trying again may help; refused: the server said why
  const [paymentState, setPaymentState] = useState<"idle" | "starting" | "failed" | "refused">("idle");
  const [paymentError, setPaymentError] = useState("");
  const [finishing, setFinishing] = useState(false);
  // why a payment taken could place no order (it was refunded): the page offers the way back to the basket
  const [undone, setUndone] = useState("");
  const completing = useRef(false);
  const checkoutId = useRef("");
  const latest = useRef({ request, items: cart.items, refresh: cart.refresh });
  useEffect(() => {
    latest.current = { request, items: cart.items, refresh: cart.refresh };
  });
  useEffect(() => {
    checkoutId.current = crypto.randomUUID();
  }, []);

  const finishOrder = useCallback(
    async (paymentIntentId: string) => {
      setFinishing(true);
      const result = await postJson<{ orderNumber: string }>("/api/checkout/confirm", { paymentIntentId });
      if (!result.ok) {
        setFinishing(false);
        const message = result.error || "Payment failed. Please try again.";
        setPaymentError(message);
        toast.error(message);
        // this payment can place no order now: no Pay for it, and the basket read afresh shows why
        if (result.status >= 400 && result.status < 500) {
          setPayment(null);
          setUndone(message);
          checkoutId.current = crypto.randomUUID();
          cart.refresh();
        }
        // back from a redirect: start the checkout again from a clean address
        if (returnedPaymentId) navigate("/checkout", { replace: true });
        return;
      }
      completing.current = true;
      toast.dismiss(); // an earlier decline's toast no longer applies
      toast.success("Payment successful!");
      cart.clearCart();
      navigate(`/order-confirmation/${result.data.orderNumber}`, { replace: true });
    },
    [cart, navigate, returnedPaymentId],
  );

  // Back from a 3-D Secure redirect: Stripe sends the shopper here with the payment id.
  const handledReturn = useRef(false);
  useEffect(() => {
    if (!returnedPaymentId || handledReturn.current) return;
    handledReturn.current = true;
    if (redirectFailed) {
      toast.error("Payment failed. Please try again.");
      navigate("/checkout", { replace: true });
      return;
    }
    void finishOrder(returnedPaymentId);
  }, [returnedPaymentId, redirectFailed, finishOrder, navigate]);

  /** Asks the server to price the basket and start its payment (the same one while nothing changed). */
  const requestPayment = useCallback(() => {
    const { request: body, items } = latest.current;
    return postJson<{
      paymentIntentId: string;
      clientSecret: string;
      summary: Totals & { items: Omit<SummaryLine, "id">[] };
    }>("/api/checkout/payment-intent", {
      items: items.map(({ productId, type, variant, quantity }) => ({
        productId,
        type,
        variant: variant ?? null,
        quantity,
      })),
      ...body,
      checkoutId: checkoutId.current || undefined,
    });
  }, []);

  const toPayment = (data: {
    paymentIntentId: string;
    clientSecret: string;
    summary: Payment["totals"] & { items: Omit<SummaryLine, "id">[] };
  }): Payment => {
    const { items: lines, ...totals } = data.summary;
    return {
      paymentIntentId: data.paymentIntentId,
      clientSecret: data.clientSecret,
      totals,
      lines: lines.map((item, i) => ({ ...item, id: `${i}-${item.name}-${item.variant ?? ""}` })),
    };
  };

  const startPayment = useCallback(async () => {
    setPaymentState("starting");
    setPaymentError("");
    setPayment(null);
    const result = await requestPayment();
    if (!result.ok) {
      if (result.error && result.status >= 400 && result.status < 500 && result.status !== 429) {
        // The server said why (an item sold out or withdrawn meanwhile): trying again cannot help, the
        // basket read afresh shows the line with its fix (Set to / Remove) instead.
        setPaymentState("refused");
        setPaymentError(result.error);
        toast.error(result.error);
        latest.current.refresh();
        return;
      }
      setPaymentState("failed");
      setPaymentError(FAILED_TO_START);
      toast.error(FAILED_TO_START);
      return;
    }
    setPayment(toPayment(result.data));
    setPaymentState("idle");
  }, [requestPayment]);

  /**
   * Just before the card is charged, the basket is priced and its stock checked again: the payment goes
   * ahead only while it is still the same (same lines, prices, code and total). Otherwise the reason,
   * and the basket read afresh (a sold-out line shows its fix) or the new payment with its new total.
   */
  const recheck = useCallback(
    async (started: Payment): Promise<string | null> => {
      const result = await requestPayment();
      if (!result.ok) {
        if (result.status < 400 || result.status >= 500 || result.status === 429) return null;
        setPayment(null);
        setPaymentState("refused");
        latest.current.refresh();
        return result.error || FAILED_TO_START;
      }
      if (result.data.paymentIntentId === started.paymentIntentId) return null;
      const next = toPayment(result.data);
      setPayment(next);
      latest.current.refresh();
      return `Your total is now ${formatPrice(next.totals.total)}. Please check it and pay again.`;
    },
    [requestPayment],
  );

  // Entering the payment step (or changing the cart there) starts a payment for the server's price.
  // (the discount code too: entering or removing one at this step prices the payment again)
  const code = cart.basket?.discount;
  // (and a new price once the shopper has seen it: the payment waits until then)
  const seen = cart.basket?.lines.map((l) => l.priceChangedFrom ?? "").join("|") ?? "";
  const cartSignature =
    cart.items.map((i) => `${i.id}:${i.quantity}`).join("|") + (code ? `|${code.code}:${code.valid}` : "") + seen;
  useEffect(() => {
    if (active) void startPayment();
  }, [active, cartSignature, startPayment]);

  return {
    payment,
    paymentState,
    paymentError,
    setPaymentError,
    finishing,
    completing,
    startPayment,
    recheck,
    undone,
    finishOrder,
  };
}

export type CheckoutPayment = ReturnType<typeof useCheckoutPayment>;

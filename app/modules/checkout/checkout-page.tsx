import { AlertCircle, Check, Loader2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { toast } from "sonner";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { cn } from "~/lib/cn";
import { formatPrice } from "~/lib/money";
import { useCart } from "~/modules/cart/cart-context";
import { COUNTRIES, ContactSchema, ShippingAddressSchema, type ShippingMethod } from "./checkout.schema";
import { OrderSummary, type SummaryLine } from "./order-summary";
import { DELIVERY, deliveryCost, totals as priceTotals, type Totals } from "./pricing";
import { StripeCardForm } from "./stripe-card-form";
import { TestCardForm } from "./test-card-form";

// The three-step checkout (SPEC §2, §4 'Checkout'): Information, Shipping, Payment.

const SAVED_DETAILS_KEY = "retro-shop-checkout-details";
const STEPS = [
  { id: "info", label: "Information" },
  { id: "shipping", label: "Shipping" },
  { id: "payment", label: "Payment" },
] as const;
type Step = (typeof STEPS)[number]["id"];

type Address = { fullName: string; streetAddress: string; apartment: string; city: string; postcode: string; country: string; phone: string };
const EMPTY_ADDRESS: Address = { fullName: "", streetAddress: "", apartment: "", city: "", postcode: "", country: "United Kingdom", phone: "" };

/** A started payment, with the server's own prices (which win over the cart's if they differ). */
type Payment = { paymentIntentId: string; clientSecret: string; totals: Totals; lines: SummaryLine[] };

export type CheckoutPageProps = {
  paymentMode: "stripe" | "test";
  stripePublishableKey: string;
  freeDeliveryThreshold: number;
  trustBadges: string[];
  guaranteeText: string;
};

function fieldErrors(issues: { path: PropertyKey[]; message: string }[]): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

async function postJson<T>(url: string, body: unknown): Promise<{ ok: true; data: T } | { ok: false; error: string }> {
  try {
    const response = await fetch(url, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });
    const data = (await response.json().catch(() => ({}))) as T & { error?: string };
    return response.ok ? { ok: true, data } : { ok: false, error: data.error ?? "" };
  } catch {
    return { ok: false, error: "" };
  }
}

export function CheckoutPage({ paymentMode, stripePublishableKey, freeDeliveryThreshold, trustBadges, guaranteeText }: CheckoutPageProps) {
  const cart = useCart();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const [step, setStep] = useState<Step>("info");
  const [email, setEmail] = useState("");
  const [emailOffers, setEmailOffers] = useState(false);
  const [address, setAddress] = useState<Address>(EMPTY_ADDRESS);
  const [saveInfo, setSaveInfo] = useState(false);
  const [shippingMethod, setShippingMethod] = useState<ShippingMethod>("standard");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [payment, setPayment] = useState<Payment | null>(null);
  const [paymentState, setPaymentState] = useState<"idle" | "starting" | "failed">("idle");
  const [paymentError, setPaymentError] = useState("");
  const [finishing, setFinishing] = useState(false);
  const completing = useRef(false);
  const checkoutId = useRef<string>("");
  const headingRef = useRef<HTMLHeadingElement>(null);
  const formRef = useRef<HTMLDivElement>(null);
  const returnedPaymentId = searchParams.get("payment_intent");

  // Details saved on this device last time ("Save this information for next time").
  useEffect(() => {
    checkoutId.current = crypto.randomUUID();
    try {
      const saved = JSON.parse(window.localStorage.getItem(SAVED_DETAILS_KEY) ?? "null") as { email?: string; address?: Partial<Address> } | null;
      if (saved) {
        setEmail(saved.email ?? "");
        setAddress((current) => ({ ...current, ...saved.address }));
        setSaveInfo(true);
      }
    } catch {
      // nothing usable saved
    }
  }, []);

  // An empty cart has nothing to check out: home (unless an order is just being completed).
  useEffect(() => {
    if (cart.hydrated && cart.items.length === 0 && !completing.current && !returnedPaymentId) navigate("/", { replace: true });
  }, [cart.hydrated, cart.items.length, navigate, returnedPaymentId]);

  const finishOrder = useCallback(
    async (paymentIntentId: string) => {
      setFinishing(true);
      const result = await postJson<{ orderNumber: string }>("/api/checkout/confirm", { paymentIntentId });
      if (!result.ok) {
        setFinishing(false);
        const message = result.error || "Payment failed. Please try again.";
        setPaymentError(message);
        toast.error(message);
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
    if (searchParams.get("redirect_status") === "failed") {
      toast.error("Payment failed. Please try again.");
      navigate("/checkout", { replace: true });
      return;
    }
    void finishOrder(returnedPaymentId);
  }, [returnedPaymentId, searchParams, finishOrder, navigate]);

  const subtotal = cart.subtotal;
  const cartSignature = useMemo(() => cart.items.map((i) => `${i.id}:${i.quantity}`).join("|"), [cart.items]);

  const startPayment = useCallback(async () => {
    setPaymentState("starting");
    setPaymentError("");
    setPayment(null);
    const result = await postJson<{ paymentIntentId: string; clientSecret: string; summary: Totals & { items: Omit<SummaryLine, "id">[] } }>("/api/checkout/payment-intent", {
      items: cart.items.map(({ productId, type, variant, quantity }) => ({ productId, type, variant: variant ?? null, quantity })),
      email,
      emailOffers,
      shippingAddress: address,
      shippingMethod,
      checkoutId: checkoutId.current || undefined,
    });
    if (!result.ok) {
      setPaymentState("failed");
      setPaymentError(result.error ? `Failed to initialize payment. Please try again. ${result.error}` : "Failed to initialize payment. Please try again.");
      toast.error("Failed to initialize payment. Please try again.", result.error ? { description: result.error } : undefined);
      return;
    }
    const { items, ...totals } = result.data.summary;
    setPayment({
      paymentIntentId: result.data.paymentIntentId,
      clientSecret: result.data.clientSecret,
      totals,
      lines: items.map((item, i) => ({ ...item, id: `${i}-${item.name}-${item.variant ?? ""}` })),
    });
    setPaymentState("idle");
    // cart lines are read through cartSignature
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [cartSignature, email, emailOffers, address, shippingMethod]);

  // Entering the payment step (or changing the cart there) starts a payment for the server's price.
  useEffect(() => {
    if (step === "payment" && !returnedPaymentId && cart.items.length > 0) void startPayment();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [step, cartSignature]);

  function goTo(next: Step) {
    setErrors({});
    setStep(next);
    requestAnimationFrame(() => headingRef.current?.focus());
  }

  function focusFirstError() {
    requestAnimationFrame(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid=true]")?.focus());
  }

  function submitContact(event: FormEvent) {
    event.preventDefault();
    const parsed = ContactSchema.safeParse({ email, emailOffers });
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstError();
      return;
    }
    goTo("shipping");
  }

  function submitShipping(event: FormEvent) {
    event.preventDefault();
    const parsed = ShippingAddressSchema.safeParse(address);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error.issues));
      focusFirstError();
      return;
    }
    setAddress({ ...parsed.data });
    try {
      if (saveInfo) window.localStorage.setItem(SAVED_DETAILS_KEY, JSON.stringify({ email, address: parsed.data }));
      else window.localStorage.removeItem(SAVED_DETAILS_KEY);
    } catch {
      // storage unavailable: nothing is remembered
    }
    goTo("payment");
  }

  const edit = (name: keyof Address) => (value: string) => {
    setAddress((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  };

  const estimate = payment?.totals ?? priceTotals(subtotal, shippingMethod, freeDeliveryThreshold);

  if (!cart.hydrated || finishing || returnedPaymentId) {
    return (
      <div className="flex min-h-[50vh] items-center justify-center" role="status">
        <Loader2 aria-hidden="true" className="h-8 w-8 animate-spin text-primary" />
        <span className="ml-3">{finishing ? "Confirming your order..." : "Loading checkout..."}</span>
      </div>
    );
  }

  const stepIndex = STEPS.findIndex((s) => s.id === step);

  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-10">
      <h1 className="text-2xl font-bold sm:text-3xl">Checkout</h1>
      <nav aria-label="Checkout steps" className="mt-4">
        <ol className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm sm:gap-2">
          {STEPS.map((s, i) => (
            <li key={s.id} className="flex items-center gap-2" aria-current={s.id === step ? "step" : undefined}>
              <span
                className={cn(
                  "flex h-7 w-7 items-center justify-center rounded-full border text-xs font-bold",
                  i < stepIndex && "border-success bg-success text-white",
                  i === stepIndex && "border-primary bg-primary text-primary-foreground",
                )}
              >
                {i < stepIndex ? <Check aria-hidden="true" className="h-4 w-4" /> : i + 1}
              </span>
              <span className={cn(i === stepIndex ? "font-semibold" : "text-muted-foreground", "text-xs sm:text-sm")}>{s.label}</span>
              {i < STEPS.length - 1 ? <span aria-hidden="true" className="mx-1 hidden h-px w-6 bg-border sm:inline-block" /> : null}
            </li>
          ))}
        </ol>
      </nav>

      <div className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div ref={formRef} className="min-w-0">
          {step === "info" ? (
            <form onSubmit={submitContact} noValidate className="flex flex-col gap-5">
              <StepHeading headingRef={headingRef}>Contact information</StepHeading>
              <Field label="Email" error={errors.email}>
                <Input
                  type="email"
                  name="email"
                  autoComplete="email"
                  value={email}
                  onChange={(e) => {
                    setEmail(e.target.value);
                    setErrors(({ email: _cleared, ...rest }) => rest);
                  }}
                />
              </Field>
              <Checkbox checked={emailOffers} onChange={setEmailOffers}>
                Keep me updated with news and offers
              </Checkbox>
              <div className="flex justify-end">
                <Button type="submit" size="lg">
                  Continue to shipping
                </Button>
              </div>
            </form>
          ) : null}

          {step === "shipping" ? (
            <form onSubmit={submitShipping} noValidate className="flex flex-col gap-5">
              <StepHeading headingRef={headingRef}>Shipping address</StepHeading>
              <Field label="Full name" error={errors.fullName}>
                <Input name="fullName" autoComplete="name" value={address.fullName} onChange={(e) => edit("fullName")(e.target.value)} />
              </Field>
              <Field label="Street address" error={errors.streetAddress}>
                <Input name="streetAddress" autoComplete="address-line1" value={address.streetAddress} onChange={(e) => edit("streetAddress")(e.target.value)} />
              </Field>
              <Field label="Apartment, suite, etc. (optional)" error={errors.apartment}>
                <Input name="apartment" autoComplete="address-line2" value={address.apartment} onChange={(e) => edit("apartment")(e.target.value)} />
              </Field>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label="City" error={errors.city}>
                  <Input name="city" autoComplete="address-level2" value={address.city} onChange={(e) => edit("city")(e.target.value)} />
                </Field>
                <Field label="Postcode" error={errors.postcode}>
                  <Input name="postcode" autoComplete="postal-code" value={address.postcode} onChange={(e) => edit("postcode")(e.target.value)} />
                </Field>
              </div>
              <div className="grid gap-5 sm:grid-cols-2">
                <Field label="Country" error={errors.country}>
                  <select
                    name="country"
                    autoComplete="country-name"
                    value={address.country}
                    onChange={(e) => edit("country")(e.target.value)}
                    className="h-11 w-full rounded-md border border-input bg-background px-3 text-base"
                  >
                    {COUNTRIES.map((country) => (
                      <option key={country}>{country}</option>
                    ))}
                  </select>
                </Field>
                <Field label="Phone" error={errors.phone}>
                  <Input type="tel" name="phone" autoComplete="tel" value={address.phone} onChange={(e) => edit("phone")(e.target.value)} />
                </Field>
              </div>
              <Checkbox checked={saveInfo} onChange={setSaveInfo}>
                Save this information for next time
              </Checkbox>
              <fieldset className="flex flex-col gap-3">
                <legend className="mb-2 font-semibold">Delivery method</legend>
                {(Object.keys(DELIVERY) as ShippingMethod[]).map((method) => {
                  const cost = deliveryCost(subtotal, method, freeDeliveryThreshold);
                  return (
                    <label
                      key={method}
                      className={cn(
                        "flex cursor-pointer items-center gap-3 rounded-lg border p-4 focus-within:ring-2 focus-within:ring-ring",
                        shippingMethod === method && "border-primary bg-primary/5",
                      )}
                    >
                      <input
                        type="radio"
                        name="shippingMethod"
                        value={method}
                        checked={shippingMethod === method}
                        onChange={() => setShippingMethod(method)}
                        className="h-4 w-4 accent-[hsl(var(--primary))]"
                      />
                      <span className="flex-1">
                        <span className="block font-medium">{DELIVERY[method].label}</span>
                        <span className="block text-sm text-muted-foreground">{DELIVERY[method].time}</span>
                      </span>
                      <span className="font-semibold">{cost === 0 ? "Free" : formatPrice(cost)}</span>
                    </label>
                  );
                })}
              </fieldset>
              <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-between">
                <Button variant="outline" size="lg" onClick={() => goTo("info")}>
                  Back
                </Button>
                <Button type="submit" size="lg">
                  Continue to payment
                </Button>
              </div>
            </form>
          ) : null}

          {step === "payment" ? (
            <div className="flex flex-col gap-5">
              <StepHeading headingRef={headingRef}>Payment</StepHeading>
              <dl className="divide-y rounded-lg border text-sm">
                <div className="flex gap-3 p-3">
                  <dt className="w-20 shrink-0 text-muted-foreground">Contact</dt>
                  <dd className="min-w-0 break-words">{email}</dd>
                </div>
                <div className="flex gap-3 p-3">
                  <dt className="w-20 shrink-0 text-muted-foreground">Ship to</dt>
                  <dd className="min-w-0 break-words">
                    {[address.streetAddress, address.apartment, address.city, address.postcode, address.country].filter(Boolean).join(", ")}
                  </dd>
                </div>
                <div className="flex gap-3 p-3">
                  <dt className="w-20 shrink-0 text-muted-foreground">Method</dt>
                  <dd>
                    {DELIVERY[shippingMethod].label} ({DELIVERY[shippingMethod].time})
                  </dd>
                </div>
              </dl>
              {paymentError ? (
                <div role="alert" className="flex gap-2 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm font-medium text-destructive">
                  <AlertCircle aria-hidden="true" className="h-5 w-5 shrink-0" />
                  <p>{paymentError}</p>
                </div>
              ) : null}
              {paymentState === "starting" ? (
                <p role="status" className="flex items-center gap-2 text-muted-foreground">
                  <Loader2 aria-hidden="true" className="h-5 w-5 animate-spin" /> Preparing secure payment...
                </p>
              ) : null}
              {paymentState === "failed" ? (
                <Button variant="outline" onClick={() => void startPayment()}>
                  Try again
                </Button>
              ) : null}
              {payment && paymentMode === "test" ? (
                <TestCardForm
                  paymentIntentId={payment.paymentIntentId}
                  clientSecret={payment.clientSecret}
                  total={payment.totals.total}
                  onPaid={() => finishOrder(payment.paymentIntentId)}
                  onAttempt={() => setPaymentError("")}
                  onError={(message) => {
                    setPaymentError(message);
                    toast.error(message);
                  }}
                />
              ) : null}
              {payment && paymentMode === "stripe" ? (
                <StripeCardForm
                  publishableKey={stripePublishableKey}
                  clientSecret={payment.clientSecret}
                  total={payment.totals.total}
                  onPaid={() => finishOrder(payment.paymentIntentId)}
                  onAttempt={() => setPaymentError("")}
                  onError={(message) => {
                    setPaymentError(message);
                    toast.error(message);
                  }}
                />
              ) : null}
              <div>
                <Button variant="outline" size="lg" onClick={() => goTo("shipping")}>
                  Back
                </Button>
              </div>
            </div>
          ) : null}
        </div>

        <aside>
          <OrderSummary
            lines={payment?.lines ?? cart.items}
            totals={estimate}
            onEditCart={cart.openCart}
            trustBadges={trustBadges}
            guaranteeText={guaranteeText}
          />
        </aside>
      </div>
    </div>
  );
}

function StepHeading({ children, headingRef }: { children: ReactNode; headingRef: React.RefObject<HTMLHeadingElement | null> }) {
  return (
    <h2 ref={headingRef} tabIndex={-1} className="text-xl font-bold outline-none">
      {children}
    </h2>
  );
}

function Checkbox({ checked, onChange, children }: { checked: boolean; onChange: (value: boolean) => void; children: ReactNode }) {
  return (
    <label className="flex cursor-pointer items-center gap-3 text-sm">
      <input type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} className="h-4 w-4 accent-[hsl(var(--primary))]" />
      {children}
    </label>
  );
}

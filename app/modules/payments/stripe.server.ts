import type Stripe from "stripe";

import type { Config } from "~/lib/env.server";
import { DomainError } from "~/lib/errors";

import type { PaymentCard, PaymentProvider, PaymentStatus, ProviderPayment } from "./payment-provider";

// The Stripe adapter, on the real SDK. STRIPE_API_BASE (tests: a fake Stripe on 127.0.0.1) becomes the
// SDK's host/port/protocol options.
// The SDK is loaded on first use: a shop on the built-in test provider never pays its memory.

type StripeSdk = typeof import("stripe").default;
let sdk: Promise<StripeSdk> | undefined;
const loadSdk = () => (sdk ??= import("stripe").then((module) => module.default));

const clients = new Map<string, Stripe>();
export const STRIPE_TIMEOUT_MS = 5_000;

export async function stripeClient(config: Config): Promise<Stripe> {
  const secret = config.STRIPE_SECRET_KEY;
  if (!secret) throw new DomainError("unavailable", "Stripe is not configured. Please contact support.");
  const Stripe = await loadSdk();
  const cacheKey = `${secret}|${config.STRIPE_API_BASE ?? ""}`;
  let client = clients.get(cacheKey);
  if (!client) {
    // Bounded (ADR 081): 5 s per attempt and one retry (idempotency keys make it safe), so a shopper
    // waits at most about 10 s for a Stripe that does not answer, then gets a readable 503.
    const options: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 1, timeout: STRIPE_TIMEOUT_MS };
    if (config.STRIPE_API_BASE) {
      const base = new URL(config.STRIPE_API_BASE);
      options.host = base.hostname;
      options.protocol = base.protocol === "http:" ? "http" : "https";
      options.port = base.port || (base.protocol === "http:" ? 80 : 443);
    }
    client = new Stripe(secret, options);
    clients.set(cacheKey, client);
  }
  return client;
}

function toStatus(intent: Stripe.PaymentIntent): PaymentStatus {
  if (intent.status === "succeeded") {
    const charge = intent.latest_charge;
    if (charge && typeof charge === "object" && charge.refunded) return "refunded";
    return "succeeded";
  }
  switch (intent.status) {
    case "requires_payment_method":
    case "requires_action":
    case "processing":
    case "canceled":
      return intent.status as PaymentStatus;
    default:
      return "other";
  }
}

/** Stripe's own message for card errors (safe to show); anything else becomes a generic 402/503. */
function toDomainError(Stripe: StripeSdk, err: unknown): never {
  if (err instanceof Stripe.errors.StripeCardError) throw new DomainError("payment_failed", err.message);
  if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) {
    throw new DomainError("not_found", "We could not find that payment.");
  }
  if (err instanceof Stripe.errors.StripeError) {
    throw new DomainError("unavailable", "The payment service is not responding. Please try again.");
  }
  throw err;
}

export function createStripeProvider(config: Config): PaymentProvider {
  return {
    name: "stripe",
    async createPayment(amount, idempotencyKey, metadata) {
      const stripe = await stripeClient(config);
      try {
        const intent = await stripe.paymentIntents.create(
          { amount, currency: "gbp", automatic_payment_methods: { enabled: true }, metadata },
          { idempotencyKey },
        );
        return { id: intent.id, clientSecret: intent.client_secret ?? "" };
      } catch (err) {
        toDomainError(await loadSdk(), err);
      }
    },
    async retrievePayment(id): Promise<ProviderPayment> {
      const stripe = await stripeClient(config);
      try {
        const intent = await stripe.paymentIntents.retrieve(id, { expand: ["latest_charge"] });
        return {
          id: intent.id,
          status: toStatus(intent),
          amount: intent.amount,
          lastError: intent.last_payment_error?.message,
          card: chargedCard(intent.latest_charge),
        };
      } catch (err) {
        toDomainError(await loadSdk(), err);
      }
    },
    async refund(id) {
      const stripe = await stripeClient(config);
      try {
        await stripe.refunds.create({ payment_intent: id }, { idempotencyKey: `refund-${id}` });
      } catch (err) {
        const Stripe = await loadSdk();
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "charge_already_refunded") return;
        toDomainError(Stripe, err);
      }
    },
    async createRefund(paymentId, amount, idempotencyKey) {
      const stripe = await stripeClient(config);
      try {
        const refund = await stripe.refunds.create({ payment_intent: paymentId, amount }, { idempotencyKey });
        return { id: refund.id, amount: refund.amount };
      } catch (err) {
        const Stripe = await loadSdk();
        // e.g. "Refund amount (£60.00) is greater than unrefunded amount on charge (£50.00)": the
        // operator should read Stripe's reason, and nothing was refunded.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 400)
          throw new DomainError("conflict", err.message);
        toDomainError(Stripe, err);
      }
    },
    async cancel(id) {
      const stripe = await stripeClient(config);
      try {
        await stripe.paymentIntents.cancel(id, undefined, { idempotencyKey: `cancel-${id}` });
      } catch (err) {
        const Stripe = await loadSdk();
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.code === "payment_intent_unexpected_state")
          return;
        toDomainError(Stripe, err);
      }
    },
  };
}

/** The card on the payment's charge (expanded by the retrieve), when it was a card. */
function chargedCard(charge: unknown): PaymentCard | undefined {
  const card = (charge as { payment_method_details?: { card?: { brand?: unknown; last4?: unknown } } } | null)
    ?.payment_method_details?.card;
  return typeof card?.brand === "string" && typeof card.last4 === "string"
    ? { brand: card.brand, last4: card.last4 }
    : undefined;
}

/** Verifies a webhook's signature on the raw body; a bad or missing signature is a 400. */
export async function verifyStripeEvent(
  config: Config,
  rawBody: string,
  signature: string | null,
): Promise<Stripe.Event> {
  // Without Stripe there is no webhook to receive (404, like any unknown address); with Stripe but no
  // webhook secret, a 503 makes Stripe retry the event until the secret is set, so none is lost.
  if (!config.STRIPE_SECRET_KEY) throw new DomainError("not_found", "This shop does not take payments through Stripe.");
  if (!config.STRIPE_WEBHOOK_SECRET) throw new DomainError("unavailable", "Stripe webhooks are not configured.");
  if (!signature) throw new DomainError("invalid_input", "Missing Stripe signature.");
  const stripe = await stripeClient(config);
  try {
    return stripe.webhooks.constructEvent(rawBody, signature, config.STRIPE_WEBHOOK_SECRET);
  } catch {
    throw new DomainError("invalid_input", "Invalid Stripe signature.");
  }
}

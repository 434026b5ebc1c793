// A small fake of Stripe's REST API on 127.0.0.1, enough for the shop's adapter: payment intents
// (create with idempotency keys, retrieve with latest_charge expanded, cancel) and refunds. The real
// `stripe` SDK talks to it through STRIPE_API_BASE. Test-only.
import http from "node:http";
import type { AddressInfo } from "node:net";

type Refund = {
  id: string;
  object: "refund";
  amount: number;
  payment_intent: string;
  charge: string;
  status: "succeeded";
};
type Charge = {
  id: string;
  object: "charge";
  amount: number;
  payment_intent: string;
  refunded: boolean;
  amount_refunded: number;
  refunds: Refund[];
  payment_method_details: { type: "card"; card: { brand: string; last4: string } };
};
type Intent = {
  id: string;
  object: "payment_intent";
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { message: string; code?: string; type: string } | null;
  latest_charge: string | null;
};

export type FakeStripe = {
  baseUrl: string;
  intents: Map<string, Intent>;
  /** what the SDK sent, for assertions */
  requests: { method: string; path: string; body: Record<string, string>; idempotencyKey?: string }[];
  /** the shopper's card succeeded (what Stripe.js confirmPayment does) */
  succeed(id: string): void;
  /** the shopper's card was declined */
  decline(id: string, message?: string): void;
  /** every refund made so far, through the API or the "dashboard" */
  refunds: Refund[];
  /**
   * An operator refunds in Stripe's dashboard: the charge changes and the `charge` object of the
   * `charge.refunded` event Stripe would send is returned.
   */
  refundInDashboard(
    intentId: string,
    amount: number,
  ): Omit<Charge, "refunds"> & { refunds: { object: "list"; data: Refund[] } };
  /** every API call answers this error until cleared (null) */
  failWith(error: { status: number; type: string; message: string; code?: string } | null): void;
  close(): Promise<void>;
};

export async function startFakeStripe(): Promise<FakeStripe> {
  const intents = new Map<string, Intent>();
  const charges = new Map<string, Charge>();
  const idempotent = new Map<string, { status: number; body: unknown }>();
  const requests: FakeStripe["requests"] = [];
  const refunds: Refund[] = [];
  const addRefund = (charge: Charge, amount: number): Refund => {
    const refund: Refund = {
      id: nextId("re"),
      object: "refund",
      amount,
      payment_intent: charge.payment_intent,
      charge: charge.id,
      status: "succeeded",
    };
    charge.amount_refunded += amount;
    charge.refunded = charge.amount_refunded >= charge.amount;
    charge.refunds.push(refund);
    refunds.push(refund);
    return refund;
  };
  let failure: { status: number; type: string; message: string; code?: string } | null = null;
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_fake${(++counter).toString().padStart(6, "0")}`;

  const stripeError = (status: number, type: string, message: string, code?: string) => ({
    status,
    body: { error: { type, message, code } },
  });

  function handle(method: string, path: string, body: Record<string, string>): { status: number; body: unknown } {
    let match: RegExpMatchArray | null;
    if (method === "POST" && path === "/v1/payment_intents") {
      const amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount < 30)
        return stripeError(400, "invalid_request_error", "Amount must be at least £0.30 gbp", "amount_too_small");
      const id = nextId("pi");
      const metadata: Record<string, string> = {};
      for (const [key, value] of Object.entries(body)) {
        const m = /^metadata\[(.+)\]$/.exec(key);
        if (m) metadata[m[1]] = value;
      }
      const intent: Intent = {
        id,
        object: "payment_intent",
        amount,
        currency: body.currency ?? "gbp",
        status: "requires_payment_method",
        client_secret: `${id}_secret_fake`,
        metadata,
        last_payment_error: null,
        latest_charge: null,
      };
      intents.set(id, intent);
      return { status: 200, body: intent };
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path)) && method === "GET") {
      const intent = intents.get(match[1]);
      if (!intent)
        return stripeError(404, "invalid_request_error", `No such payment_intent: '${match[1]}'`, "resource_missing");
      const expand = Object.entries(body).some(([k, v]) => k.startsWith("expand") && v === "latest_charge");
      return {
        status: 200,
        body: expand && intent.latest_charge ? { ...intent, latest_charge: charges.get(intent.latest_charge) } : intent,
      };
    }
    if ((match = /^\/v1\/payment_intents\/([^/]+)\/cancel$/.exec(path)) && method === "POST") {
      const intent = intents.get(match[1]);
      if (!intent) return stripeError(404, "invalid_request_error", "No such payment_intent", "resource_missing");
      if (intent.status === "succeeded") {
        return stripeError(
          400,
          "invalid_request_error",
          "This PaymentIntent's status is succeeded.",
          "payment_intent_unexpected_state",
        );
      }
      intent.status = "canceled";
      return { status: 200, body: intent };
    }
    if (method === "POST" && path === "/v1/refunds") {
      const intent = intents.get(body.payment_intent ?? "");
      if (!intent) return stripeError(404, "invalid_request_error", "No such payment_intent", "resource_missing");
      const charge = intent.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (intent.status !== "succeeded" || !charge) {
        return stripeError(
          400,
          "invalid_request_error",
          "This PaymentIntent does not have a successful charge to refund.",
          "charge_not_found",
        );
      }
      if (charge.refunded)
        return stripeError(
          400,
          "invalid_request_error",
          `Charge ${charge.id} has already been refunded.`,
          "charge_already_refunded",
        );
      const left = charge.amount - charge.amount_refunded;
      const amount = body.amount === undefined ? left : Number(body.amount);
      if (!Number.isInteger(amount) || amount < 1)
        return stripeError(400, "invalid_request_error", "Invalid positive integer", "parameter_invalid_integer");
      if (amount > left) {
        return stripeError(
          400,
          "invalid_request_error",
          `Refund amount (£${(amount / 100).toFixed(2)}) is greater than ` +
            `unrefunded amount on charge (£${(left / 100).toFixed(2)})`,
          "amount_too_large",
        );
      }
      return { status: 200, body: addRefund(charge, amount) };
    }
    return stripeError(404, "invalid_request_error", `Unrecognized request URL (${method}: ${path}).`);
  }

  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const url = new URL(req.url ?? "/", "http://fake");
      const body: Record<string, string> = Object.fromEntries(
        new URLSearchParams(req.method === "GET" ? url.search : raw),
      );
      const idempotencyKey = req.headers["idempotency-key"] as string | undefined;
      requests.push({ method: req.method ?? "", path: url.pathname, body, idempotencyKey });
      const send = (status: number, payload: unknown) => {
        res.writeHead(status, { "Content-Type": "application/json", "Request-Id": `req_${counter}` });
        res.end(JSON.stringify(payload));
      };
      if (!String(req.headers.authorization ?? "").startsWith("Bearer sk_test_")) {
        return send(401, { error: { type: "invalid_request_error", message: "Invalid API Key provided" } });
      }
      if (failure)
        return send(failure.status, { error: { type: failure.type, message: failure.message, code: failure.code } });
      const key = idempotencyKey ? `${req.method} ${url.pathname} ${idempotencyKey}` : undefined;
      const cached = key ? idempotent.get(key) : undefined;
      if (cached) {
        res.setHeader("Idempotent-Replayed", "true");
        return send(cached.status, cached.body);
      }
      const result = handle(req.method ?? "GET", url.pathname, body);
      if (key && result.status < 500) idempotent.set(key, result);
      send(result.status, result.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    baseUrl: `http://127.0.0.1:${port}`,
    intents,
    requests,
    succeed(id) {
      const intent = intents.get(id);
      if (!intent) throw new Error(`fake stripe: no intent ${id}`);
      const charge: Charge = {
        id: nextId("ch"),
        object: "charge",
        amount: intent.amount,
        payment_intent: intent.id,
        refunded: false,
        amount_refunded: 0,
        refunds: [],
        payment_method_details: { type: "card", card: { brand: "visa", last4: "4242" } },
      };
      charges.set(charge.id, charge);
      intent.status = "succeeded";
      intent.latest_charge = charge.id;
      intent.last_payment_error = null;
    },
    decline(id, message = "Your card was declined.") {
      const intent = intents.get(id);
      if (!intent) throw new Error(`fake stripe: no intent ${id}`);
      intent.status = "requires_payment_method";
      intent.last_payment_error = { type: "card_error", code: "card_declined", message };
    },
    refunds,
    refundInDashboard(intentId, amount) {
      const intent = intents.get(intentId);
      const charge = intent?.latest_charge ? charges.get(intent.latest_charge) : undefined;
      if (!charge) throw new Error(`fake stripe: no charge for ${intentId}`);
      addRefund(charge, amount);
      return { ...charge, refunds: { object: "list", data: [...charge.refunds] } };
    },
    failWith(error) {
      failure = error;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

// The shop paying through the real Stripe SDK against the fake Stripe (tests/fakes), for a test file.
import Stripe from "stripe";
import { afterAll, beforeEach } from "vitest";

import type { Db } from "~/db/client.server";
import { readConfig } from "~/lib/env.server";
import { action as webhookAction } from "~/routes/api/stripe-webhook";

import { startFakeStripe } from "../fakes/stripe-server";
import { routeArgs } from "./route-context";
import { resetDb } from "./test-db";

export const WEBHOOK_SECRET = "whsec_test_secret";

/**
 * Starts the fake for this file (closed after it) with the config that points the SDK at it. Before each
 * test: an empty database, a fake that answers again, and a client address of its own (`clientIp` in
 * `subnet`), so no test meets another's rate limits.
 */
export async function fakeStripeShop(db: Db, subnet: string) {
  const fake = await startFakeStripe();
  afterAll(() => fake.close());
  const config = readConfig({
    NODE_ENV: "test",
    DATA_DIR: ".test-data/data",
    STRIPE_SECRET_KEY: "sk_test_fake",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_BASE: fake.baseUrl,
  });
  const ctx = { clientIp: "", config };
  let n = 0;
  beforeEach(async () => {
    await resetDb(db);
    fake.failWith(null);
    ctx.clientIp = `${subnet}.${++n}`;
  });
  return { fake, config, ctx };
}

const signer = new Stripe("sk_test_fake");

/** Posts `event` to the webhook as Stripe would: signed with `secret`, or with the given signature header. */
export async function postWebhook(
  db: Db,
  ctx: { clientIp: string },
  event: object,
  { secret = WEBHOOK_SECRET, signature }: { secret?: string; signature?: string } = {},
) {
  const payload = JSON.stringify(event);
  const header = signature ?? signer.webhooks.generateTestHeaderString({ payload, secret });
  const request = new Request("http://localhost/api/stripe/webhook", {
    method: "POST",
    headers: { "Content-Type": "application/json", "Stripe-Signature": header },
    body: payload,
  });
  const response = await webhookAction(routeArgs(db, request, {}, ctx));
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

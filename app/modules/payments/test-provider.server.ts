import { randomBytes } from "node:crypto";

import { and, eq, ne, sql } from "drizzle-orm";

import { preparedStatement, type Db } from "~/db/client.server";
import { testPayments, testRefunds } from "~/db/schema/payments";
import { DomainError, isUniqueViolation } from "~/lib/errors";

import type { PaymentCard, PaymentProvider, PaymentStatus } from "./payment-provider";
import type { TestCardCharge } from "./payments.schema";
import { cardOf, decideTestCard } from "./test-cards";

// The built-in test provider: used when no Stripe secret key is set. It behaves like a Stripe payment
// intent (create, pay with a test card, retrieve, refund, cancel) and keeps its state in the database
// so any server process can answer for any payment.

const token = (bytes: number) => randomBytes(bytes).toString("base64url");

// The two statements every checkout runs here, prepared once per database (preparedStatement).
const paymentStatus = preparedStatement((db) =>
  db
    .select({
      id: testPayments.id,
      status: testPayments.status,
      amount: testPayments.amount,
      lastError: testPayments.lastError,
      metadata: testPayments.metadata,
    })
    .from(testPayments)
    .where(eq(testPayments.id, sql.placeholder("id")))
    .limit(1)
    .prepare("test_payment_status"),
);
const payIfWaiting = preparedStatement((db) =>
  db
    .update(testPayments)
    .set({
      status: "succeeded",
      lastError: null,
      // the card's brand and last four, as Stripe reports them on the charge
      metadata: sql`${testPayments.metadata} || jsonb_build_object('card_brand', ${sql.placeholder("brand")}::text,
        'card_last4', ${sql.placeholder("last4")}::text)`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(testPayments.id, sql.placeholder("id")),
        eq(testPayments.clientSecret, sql.placeholder("clientSecret")),
        eq(testPayments.status, "requires_payment_method"),
      ),
    )
    .returning({ id: testPayments.id })
    .prepare("test_payment_pay"),
);

export function createTestProvider(db: Db): PaymentProvider {
  const refundOnce = (paymentId: string, amount: number, idempotencyKey: string) =>
    db.transaction(async (tx) => {
      // Like Stripe: only a succeeded payment, and never past what was paid (the guard holds under races).
      const [payment] = await tx
        .update(testPayments)
        .set({
          amountRefunded: sql`${testPayments.amountRefunded} + ${amount}`,
          status: sql`case when ${testPayments.amountRefunded} + ${amount} >= ${testPayments.amount} then 'refunded'
            else ${testPayments.status} end`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(testPayments.id, paymentId),
            eq(testPayments.status, "succeeded"),
            sql`${testPayments.amountRefunded} + ${amount} <= ${testPayments.amount}`,
          ),
        )
        .returning({ id: testPayments.id });
      if (!payment) {
        const [row] = await tx.select().from(testPayments).where(eq(testPayments.id, paymentId)).limit(1);
        if (!row) throw new DomainError("not_found", "We could not find that payment.");
        throw new DomainError(
          "conflict",
          `Refund amount is greater than the unrefunded amount on this payment ` +
            `(${row.amount - row.amountRefunded} pence left).`,
        );
      }
      const [refund] = await tx
        .insert(testRefunds)
        .values({ id: `tre_${token(18)}`, paymentId, idempotencyKey, amount })
        .returning();
      return { id: refund.id, amount: refund.amount };
    });

  return {
    name: "test",
    async createPayment(amount, idempotencyKey, metadata) {
      const id = `tp_${token(18)}`;
      const [created] = await db
        .insert(testPayments)
        .values({ id, clientSecret: `${id}_secret_${token(18)}`, idempotencyKey, amount, metadata })
        .onConflictDoNothing({ target: testPayments.idempotencyKey })
        .returning();
      const row =
        created ??
        (await db.select().from(testPayments).where(eq(testPayments.idempotencyKey, idempotencyKey)).limit(1))[0];
      if (!row || row.amount !== amount) {
        throw new DomainError("conflict", "This checkout changed while it was being paid. Please try again.");
      }
      return { id: row.id, clientSecret: row.clientSecret };
    },
    async retrievePayment(id) {
      const [row] = await paymentStatus(db).execute({ id });
      if (!row) throw new DomainError("not_found", "We could not find that payment.");
      return {
        id: row.id,
        status: row.status as PaymentStatus,
        amount: row.amount,
        lastError: row.lastError ?? undefined,
        card: row.metadata.card_last4 ? { brand: row.metadata.card_brand, last4: row.metadata.card_last4 } : undefined,
      };
    },
    async refund(id) {
      await db
        .update(testPayments)
        .set({ status: "refunded", amountRefunded: sql`${testPayments.amount}`, updatedAt: sql`now()` })
        .where(and(eq(testPayments.id, id), eq(testPayments.status, "succeeded")));
    },
    async createRefund(paymentId, amount, idempotencyKey) {
      const [known] = await db
        .select()
        .from(testRefunds)
        .where(eq(testRefunds.idempotencyKey, idempotencyKey))
        .limit(1);
      if (known) return { id: known.id, amount: known.amount };
      try {
        return await refundOnce(paymentId, amount, idempotencyKey);
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        // The same key raced us and won: its refund is this refund.
        const [row] = await db
          .select()
          .from(testRefunds)
          .where(eq(testRefunds.idempotencyKey, idempotencyKey))
          .limit(1);
        return { id: row.id, amount: row.amount };
      }
    },
    async cancel(id) {
      await db
        .update(testPayments)
        .set({ status: "canceled", updatedAt: sql`now()` })
        .where(and(eq(testPayments.id, id), ne(testPayments.status, "succeeded"), ne(testPayments.status, "refunded")));
    },
  };
}

/**
 * Pays a test payment with a test card (what Stripe.js does against Stripe). The client secret proves
 * the caller started this payment. Paying an already paid payment again is a no-op, so double clicks pay once.
 */
export async function chargeTestCard(db: Db, input: TestCardCharge): Promise<{ status: "succeeded" }> {
  // The card decides alone, so a good card pays in one guarded statement; anything else (unknown
  // payment, wrong secret, paid already, no longer payable, a declined card) takes the checks below.
  const outcome = decideTestCard(input);
  const card = cardOf(input.cardNumber);
  if (outcome.ok && (await markPaid(db, input.paymentIntentId, input.clientSecret, card)))
    return { status: "succeeded" };
  const [row] = await db.select().from(testPayments).where(eq(testPayments.id, input.paymentIntentId)).limit(1);
  if (!row || row.clientSecret !== input.clientSecret)
    throw new DomainError("not_found", "We could not find that payment.");
  if (row.status === "succeeded") return { status: "succeeded" };
  if (row.status !== "requires_payment_method") {
    throw new DomainError("payment_failed", "This payment can no longer be completed. Please start again.");
  }
  if (!outcome.ok) {
    await db
      .update(testPayments)
      .set({ lastError: outcome.message, updatedAt: sql`now()` })
      .where(eq(testPayments.id, row.id));
    throw new DomainError("payment_failed", outcome.message);
  }
  if (!(await markPaid(db, row.id, row.clientSecret, card))) {
    // Someone else changed it first: succeeded is fine, anything else is not.
    const [now] = await db
      .select({ status: testPayments.status })
      .from(testPayments)
      .where(eq(testPayments.id, row.id));
    if (now?.status !== "succeeded")
      throw new DomainError("payment_failed", "This payment can no longer be completed. Please start again.");
  }
  return { status: "succeeded" };
}

/** Pays the payment if it is still waiting for a card and the secret is its own; false otherwise. */
async function markPaid(db: Db, id: string, clientSecret: string, card: PaymentCard): Promise<boolean> {
  const [paid] = await payIfWaiting(db).execute({ id, clientSecret, ...card });
  return Boolean(paid);
}

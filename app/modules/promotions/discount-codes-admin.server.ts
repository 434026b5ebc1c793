// The Discounts page's operations: codes created, edited and ended by the operator (each recorded in
// Activity with what Undo needs), the automatic add-on rule's setting, and the live codes the dashboard shows.
import { and, desc, eq, gt, isNull, lte, or, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { bundleDiscount, discountCodes, type DiscountCode } from "~/db/schema/promotions";
import { DomainError, isUniqueViolation } from "~/lib/errors";
import { parseInput } from "~/lib/validation";
import { diffFields, recordActivity, type WriteOptions } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";

import { BundleRuleSchema, type BundleRuleInput } from "./bundle-rule.schema";
import { codeKey, codeValueLabel, DiscountCodeSchema, type DiscountCodeInput } from "./discount-codes.schema";
import { codeStatus } from "./discount-rules";

const TAKEN = "Another code is already called that";

/** The fields an edit may change, and Undo puts back. */
const EDITABLE = [
  "code",
  "kind",
  "value",
  "minimumSpend",
  "startsAt",
  "endsAt",
  "usageLimit",
  "onePerEmail",
  "appliesTo",
  "items",
] as const;

const entry = (row: DiscountCode) => ({ targetType: "discount_code", targetId: row.id, targetLabel: row.code });

async function unique<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (isUniqueViolation(err)) throw new DomainError("conflict", TAKEN, { code: TAKEN });
    throw err;
  }
}

/** A new code; one with no start starts now. */
export async function createDiscountCode(db: Db, input: DiscountCodeInput, actor?: Actor | null, now = new Date()) {
  const data = parseInput(DiscountCodeSchema, input);
  return unique(() =>
    db.transaction(async (tx) => {
      const [row] = await tx
        .insert(discountCodes)
        .values({ ...data, codeKey: codeKey(data.code), startsAt: data.startsAt ?? now })
        .returning();
      await recordActivity(tx, actor, {
        ...entry(row),
        action: "discount_code.create",
        summary: `Created discount code ${row.code} (${codeValueLabel(row)})`,
      });
      return row;
    }),
  );
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function getDiscountCode(db: Db, id: string): Promise<DiscountCode> {
  // an address that is not an id names no code (rather than a database error)
  if (!UUID.test(id)) throw new DomainError("not_found", "Code not found");
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id));
  if (!row) throw new DomainError("not_found", "Code not found");
  return row;
}

/** A stored code as the form's input (what Undo sends back through updateDiscountCode). */
export function toCodeInput(row: DiscountCode): DiscountCodeInput {
  return {
    code: row.code,
    kind: row.kind,
    percentOff: row.kind === "percentage" ? row.value : undefined,
    amountOff: row.kind === "amount" ? row.value / 100 : undefined,
    minimumSpend: row.minimumSpend / 100,
    startsAt: row.startsAt,
    endsAt: row.endsAt ?? undefined,
    usageLimit: row.usageLimit ?? undefined,
    onePerEmail: row.onePerEmail,
    appliesTo: row.appliesTo,
    items: row.items,
  };
}

/** Edits a code; its uses so far stay. */
export async function updateDiscountCode(
  db: Db,
  input: DiscountCodeInput & { id: string },
  actor?: Actor | null,
  options: WriteOptions = {},
) {
  const data = parseInput(DiscountCodeSchema, input);
  return unique(() =>
    db.transaction(async (tx) => {
      await getDiscountCode(tx, input.id);
      const [stored] = await tx.select().from(discountCodes).where(eq(discountCodes.id, input.id)).for("update");
      const next = { ...data, startsAt: data.startsAt ?? stored.startsAt };
      if (stored.usageLimit !== null && next.usageLimit !== null && next.usageLimit < stored.uses) {
        const message = `It has been used ${stored.uses} times already`;
        throw new DomainError("invalid_input", message, { usageLimit: message });
      }
      const changes = diffFields(stored as Record<string, unknown>, next, [...EDITABLE]);
      if (Object.keys(changes).length === 0) return stored;
      const [row] = await tx
        .update(discountCodes)
        .set({ ...next, codeKey: codeKey(next.code) })
        .where(eq(discountCodes.id, stored.id))
        .returning();
      await recordActivity(tx, actor, {
        ...entry(row),
        action: "discount_code.update",
        summary: `Edited discount code ${row.code}`,
        changes,
        undoOfId: options.undoOfId,
      });
      return row;
    }),
  );
}

/** Ends a code now (it stays listed, with its uses). Ending an ended code changes nothing. */
export async function endDiscountCode(
  db: Db,
  id: string,
  actor?: Actor | null,
  options: WriteOptions = {},
  now = new Date(),
) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(discountCodes)
      .set({ endedAt: now })
      .where(and(eq(discountCodes.id, id), isNull(discountCodes.endedAt)))
      .returning();
    if (!row) return getDiscountCode(tx, id);
    await recordActivity(tx, actor, {
      ...entry(row),
      action: "discount_code.end",
      summary: `Ended discount code ${row.code}`,
      changes: { endedAt: { before: null, after: now.toISOString() } },
      undoOfId: options.undoOfId,
    });
    return row;
  });
}

/** Undo of ending a code: it takes orders again until its own end. */
export async function reopenDiscountCode(db: Db, id: string, actor: Actor | null, options: WriteOptions = {}) {
  return db.transaction(async (tx) => {
    const [row] = await tx.update(discountCodes).set({ endedAt: null }).where(eq(discountCodes.id, id)).returning();
    if (!row) throw new DomainError("not_found", "Code not found");
    await recordActivity(tx, actor, {
      ...entry(row),
      action: "discount_code.reopen",
      summary: `Reopened discount code ${row.code}`,
      undoOfId: options.undoOfId,
    });
    return row;
  });
}

/** Every code, newest first, with its status, for the Discounts page. */
export async function listDiscountCodes(db: Db, now = new Date()) {
  const rows = await db.select().from(discountCodes).orderBy(desc(discountCodes.createdAt));
  return rows.map((row) => ({ ...row, status: codeStatus(row, now) }));
}

/** The codes taking orders now, for the dashboard's live promotions. */
export async function listLiveCodes(db: Db, now = new Date()) {
  return db
    .select()
    .from(discountCodes)
    .where(
      and(
        isNull(discountCodes.endedAt),
        lte(discountCodes.startsAt, now),
        or(isNull(discountCodes.endsAt), gt(discountCodes.endsAt, now)),
        or(isNull(discountCodes.usageLimit), sql`${discountCodes.uses} < ${discountCodes.usageLimit}`),
      ),
    )
    .orderBy(discountCodes.code);
}

/** The automatic add-on rule: off until an operator (or the demo seed) turns it on. */
export async function getBundleRule(db: Db): Promise<{ enabled: boolean; percentOff: number }> {
  const [row] = await db.select().from(bundleDiscount).where(eq(bundleDiscount.id, 1));
  return row ? { enabled: row.enabled, percentOff: row.percentOff } : { enabled: false, percentOff: 10 };
}

export async function setBundleRule(db: Db, input: BundleRuleInput, actor?: Actor | null, options: WriteOptions = {}) {
  const data = parseInput(BundleRuleSchema, input);
  return db.transaction(async (tx) => {
    const [stored] = await tx.select().from(bundleDiscount).where(eq(bundleDiscount.id, 1)).for("update");
    const before = stored ?? { enabled: false, percentOff: 10 };
    const changes = diffFields(before as Record<string, unknown>, data, ["enabled", "percentOff"]);
    if (Object.keys(changes).length === 0) return data;
    await tx
      .insert(bundleDiscount)
      .values({ id: 1, ...data })
      .onConflictDoUpdate({ target: bundleDiscount.id, set: { ...data, updatedAt: new Date() } });
    await recordActivity(tx, actor, {
      action: "bundle_discount.update",
      targetType: "bundle_discount",
      targetId: "1",
      targetLabel: "Add-ons with a console",
      summary: data.enabled
        ? `Add-ons bought with a console: ${data.percentOff}% off`
        : "Add-ons bought with a console: no discount",
      changes,
      undoOfId: options.undoOfId,
    });
    return data;
  });
}

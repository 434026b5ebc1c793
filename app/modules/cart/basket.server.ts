import { randomBytes } from "node:crypto";

import { and, eq, lt, or, sql } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { basketLines, baskets, type BasketCheckout } from "~/db/schema/baskets";
import { DomainError } from "~/lib/errors";
import { hitRateLimit, LIMITS } from "~/lib/rate-limit.server";
import { isForSale } from "~/modules/catalog/for-sale";

import { priceBasketView } from "./basket-code.server";
import { readBasket, readItem } from "./basket-read.server";
import { buildView, capFor } from "./basket-view";
import { MAX_LINE_QUANTITY, type BasketView, type LineChange, type LinesView } from "./basket.schema";

// The basket on the server (DESIGN.md): lines of a product or add-on, a variant and a quantity, checked
// against the catalogue when changed and re-read from it whenever shown. The server alone prices it.

export const BASKET_KEPT_DAYS = 30;
/** A basket whose shopper never started checkout is kept this long after its last change. */
export const UNCHECKED_BASKET_KEPT_HOURS = 24;

export const PRICES_SEEN = "Your total now uses the new prices";

/** `code`: the discount code on the basket, as typed (its view says whether it applies) */
export type BasketState = { id: string | null; checkout: BasketCheckout; code: string | null; view: BasketView };
export type ChangeResult = BasketState & { id: string; notice: string | null };

/** A new basket id: 32 random bytes, so one basket can never be guessed from another. */
export const newBasketId = () => randomBytes(32).toString("base64url");

/**
 * The basket as the shopper sees it now, priced from the catalogue by the one pricing function. A
 * changed price stays flagged on its line until the shopper has seen it (`acknowledgePrices`), however
 * often the basket is read meanwhile.
 */
export async function viewBasket(db: Db, id: string | null): Promise<BasketState> {
  return priceBasketView(db, await viewBasketLines(db, id));
}

/** The basket's lines checked against the catalogue, not yet priced (one statement): for a change that prices them. */
export async function viewBasketLines(db: Db, id: string | null) {
  const stored = id ? await readBasket(db, id) : null;
  if (!id || !stored) return { id: null, checkout: {}, code: null, view: buildView([]) };
  return { id, checkout: stored.checkout, code: stored.code, view: buildView(stored.lines) };
}

/**
 * The shopper has seen the basket's new prices (its notice's "OK", or paying from a page that showed
 * them): each line's seen price becomes today's. Returns the basket as it now is.
 */
export async function acknowledgePrices(db: Db, id: string | null): Promise<ChangeResult> {
  const state = await viewBasket(db, id);
  if (!state.id) throw new DomainError("not_found", "Your cart is empty.");
  const changed = state.view.lines.filter((line) => line.priceChangedFrom !== null);
  if (!changed.length) return { ...state, id: state.id, notice: null };
  // the catalogue price, before the automatic add-on rule: what a line's seen price is compared with
  const prices = Object.fromEntries(changed.map((line) => [line.id, line.priceBefore ?? line.price]));
  await db
    .update(basketLines)
    .set({ seenPrice: sql`((${JSON.stringify(prices)}::jsonb) ->> ${basketLines.id}::text)::int` })
    .where(
      and(
        eq(basketLines.basketId, state.id),
        sql`${basketLines.id}::text in (select jsonb_object_keys(${JSON.stringify(prices)}::jsonb))`,
      ),
    );
  const lines = state.view.lines.map((line) => ({ ...line, priceChangedFrom: null }));
  return { ...state, id: state.id, view: { ...state.view, lines }, notice: PRICES_SEEN };
}

/**
 * Adds, sets or removes a line, checked on the server: the item is for sale, a variant is chosen and
 * exists, 1-10 of each item after merging identical lines, never more than the stock. A quantity past a
 * limit is lowered to it and said so (`notice`); an item that cannot be bought at all is refused.
 * Returns the basket's id (new when it had none) and its view after the change.
 */
/** `clientIp`: whose new basket this would be, counted against the per-address limit on new baskets. */
export async function changeBasket(
  db: Db,
  basketId: string | null,
  change: LineChange,
  clientIp?: string,
): Promise<ChangeResult> {
  return priceBasketView(db, await changeLines(db, basketId, change, clientIp));
}

type LinesChanged = Omit<ChangeResult, "view"> & { view: LinesView };

async function changeLines(
  db: Db,
  basketId: string | null,
  change: LineChange,
  clientIp: string | undefined,
): Promise<LinesChanged> {
  const [stored, item] = await Promise.all([
    basketId ? readBasket(db, basketId) : null,
    change.intent === "add" ? readItem(db, change.itemType, change.itemId, change.variant) : null,
  ]);
  // a cookie naming a basket that was cleaned up starts a new one, never reusing the old id
  const id = stored && basketId ? basketId : newBasketId();
  const lines = stored?.lines ?? [];
  const code = stored?.code ?? null;

  if (change.intent === "add") {
    if (!item || !isForSale(item)) throw new DomainError("not_found", "This item is no longer available.");
    const options = item.variantOptions ?? [];
    if (options.length && !change.variant) throw new DomainError("invalid_input", "Please select an option");
    if (!options.length ? change.variant !== "" : !options.includes(change.variant))
      throw new DomainError("invalid_input", `Please choose an available option for ${item.name}.`);
    const existing = lines.find(
      (l) => l.itemType === change.itemType && l.itemId === change.itemId && l.variant === change.variant,
    );
    const target = { itemType: change.itemType, itemId: change.itemId, variant: change.variant, item };
    const cap = capFor(lines, target, existing?.id ?? null);
    if (cap.max < 1)
      throw new DomainError("out_of_stock", `Sorry, ${named(item.name, change.variant)} is out of stock.`);
    const wanted = (existing?.quantity ?? 0) + change.quantity;
    const quantity = Math.min(wanted, cap.max);
    const notice = quantity < wanted ? capNotice(cap, quantity) : null;
    // each new basket is a row kept for a day at least: a request without the cookie may not make them unbounded
    if (!stored && clientIp) await hitRateLimit("newBasket", clientIp, LIMITS.newBasket);
    const lineId = await writeLine(db, id, {
      itemType: change.itemType,
      itemId: change.itemId,
      variant: change.variant,
      quantity,
      seenPrice: item.price,
    });
    const line = {
      id: lineId,
      itemType: change.itemType,
      itemId: change.itemId,
      variant: change.variant,
    };
    const next = existing
      ? lines.map((l) => (l.id === existing.id ? { ...l, quantity, seenPrice: item.price } : l))
      : [...lines, { ...line, quantity, seenPrice: item.price, item }];
    return { id, checkout: stored?.checkout ?? {}, code, view: buildView(next), notice };
  }

  const line = lines.find((l) => l.id === change.lineId);
  if (!stored || !line) throw new DomainError("not_found", "That item is no longer in your cart.");
  if (change.intent === "remove" || change.quantity < 1) {
    await touch(db, id, db.delete(basketLines).where(and(eq(basketLines.id, line.id), eq(basketLines.basketId, id))));
    return { id, checkout: stored.checkout, code, view: buildView(lines.filter((l) => l !== line)), notice: null };
  }
  const { item: current } = line;
  if (!current || !isForSale(current))
    throw new DomainError("not_found", `${current?.name ?? "This item"} is no longer available.`);
  const cap = capFor(lines, { ...line, item: current }, line.id);
  if (cap.max < 1)
    throw new DomainError("out_of_stock", `Sorry, ${named(current.name, line.variant)} is out of stock.`);
  const quantity = Math.min(change.quantity, cap.max);
  const seenPrice = current.price;
  await touch(
    db,
    id,
    db
      .update(basketLines)
      .set({ quantity, seenPrice })
      .where(and(eq(basketLines.id, line.id), eq(basketLines.basketId, id))),
  );
  const next = lines.map((l) => (l === line ? { ...l, quantity, seenPrice } : l));
  return {
    id,
    checkout: stored.checkout,
    code,
    view: buildView(next),
    notice: quantity < change.quantity ? capNotice(cap, quantity) : null,
  };
}

const named = (name: string, variant: string) => (variant ? `${name} (${variant})` : name);

function capNotice(cap: { stock: number | null }, quantity: number): string {
  return cap.stock !== null && cap.stock < MAX_LINE_QUANTITY
    ? `Only ${cap.stock} left: your quantity is now ${quantity}`
    : `You can order at most ${MAX_LINE_QUANTITY} of each item: your quantity is now ${quantity}`;
}

type NewLine = { itemType: "product" | "addon"; itemId: string; variant: string; quantity: number; seenPrice: number };

/** One statement: the basket is created (or its last change noted) and the line written with it. */
async function writeLine(db: Db, basketId: string, line: NewLine): Promise<string> {
  const result = await db.execute(sql`
    with basket as (
      insert into ${baskets} (id) values (${basketId})
      on conflict (id) do update set updated_at = now()
      returning id
    )
    insert into ${basketLines} (basket_id, item_type, item_id, variant, quantity, seen_price)
    select basket.id, ${line.itemType}, ${line.itemId}::uuid, ${line.variant}, ${line.quantity}, ${line.seenPrice}
    from basket
    on conflict (basket_id, item_type, item_id, variant)
    do update set quantity = excluded.quantity, seen_price = excluded.seen_price
    returning id`);
  return (result as unknown as { rows: { id: string }[] }).rows[0].id;
}

/** One statement: a line's change and the basket's last-change time, together. */
async function touch(db: Db, basketId: string, change: { getSQL(): unknown }) {
  await db.execute(sql`
    with changed as ${change}
    update ${baskets} set updated_at = now() where id = ${basketId}`);
}

/**
 * Adds one checkout step's fields to what the basket's checkout record already holds, merged in the
 * database so a step never overwrites another. With `requires`, the fields are added only when the
 * record already holds that earlier step's, so no step is saved out of order (in the same statement).
 * Returns the record as it now is, saved or not (null: no such basket).
 */
export async function saveCheckoutStep(
  db: Db,
  basketId: string,
  step: Partial<BasketCheckout>,
  requires: keyof BasketCheckout | null = null,
): Promise<BasketCheckout | null> {
  const merged = sql`${baskets.checkout} || ${JSON.stringify(step)}::jsonb`;
  const earlierSaved = sql`${baskets.checkout} -> ${requires}::text is not null`;
  const [row] = await db
    .update(baskets)
    .set({
      checkout: requires ? sql`case when ${earlierSaved} then ${merged} else ${baskets.checkout} end` : merged,
      updatedAt: sql`now()`,
    })
    .where(eq(baskets.id, basketId))
    .returning({ checkout: baskets.checkout });
  return row?.checkout ?? null;
}

/** Empties a basket once its order is placed. */
export async function deleteBasket(db: Db, basketId: string) {
  await db.delete(baskets).where(eq(baskets.id, basketId));
}

/**
 * Removes baskets untouched for 30 days, and those that never reached checkout a day after their last change
 * (their lines go with them); returns how many.
 */
export async function removeStaleBaskets(db: Db, now = new Date()): Promise<number> {
  const before = new Date(now.getTime() - BASKET_KEPT_DAYS * 24 * 60 * 60 * 1000);
  const uncheckedBefore = new Date(now.getTime() - UNCHECKED_BASKET_KEPT_HOURS * 60 * 60 * 1000);
  const removed = await db
    .delete(baskets)
    .where(
      or(
        lt(baskets.updatedAt, before),
        and(lt(baskets.updatedAt, uncheckedBefore), sql`${baskets.checkout} = '{}'::jsonb`),
      ),
    )
    .returning({ id: baskets.id });
  return removed.length;
}

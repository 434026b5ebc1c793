// The one seam between "something the storefront shows has changed" and whatever keeps copies of it
// (the page cache in server/, the in-memory settings record). Module write functions call
// notifyStoreChanged after their write commits and before they return, so the change is visible on
// the very next request. Broadcasting to other processes or machines plugs in here as a listener
// (or by replacing `publish`), without touching the modules.

import type { Db, Tx } from "~/db/client.server";

/** What changed. Listeners may narrow on it; the page cache treats every scope as "everything". */
export type StoreScope = "catalog" | "settings" | "reviews" | "videos" | "stock";

export type StoreChange = { scope: StoreScope; generation: number; origin: "local" | "remote" };
export type StoreListener = (change: StoreChange) => void | Promise<void>;

type Registry = { generation: number; scopes: Partial<Record<StoreScope, number>>; listeners: Set<StoreListener> };

// One registry per process, even when the module is loaded twice (Vite's dev module graph beside
// Node's, tests that load the app through Vite): a write in one graph must reach a cache in the other.
const KEY = Symbol.for("retro-shop.store-events");
const registry: Registry = ((globalThis as Record<symbol, Registry | undefined>)[KEY] ??= {
  generation: 0,
  scopes: {},
  listeners: new Set(),
});

/**
 * Grows on every change (of `scope` only, when one is named). A reader notes it before reading the
 * database and keeps its result only if it has not moved, so a read that raced a write is never
 * stored. A copy of one kind of data names its scope, so that other writes (an order that brings
 * low stock moves "stock") do not throw it away.
 */
export function storeGeneration(scope?: StoreScope): number {
  return scope ? (registry.scopes[scope] ?? 0) : registry.generation;
}

/** Tells every listener that `scope` changed; resolves when they all have taken it in. */
export async function notifyStoreChanged(scope: StoreScope, origin: StoreChange["origin"] = "local"): Promise<void> {
  registry.scopes[scope] = (registry.scopes[scope] ?? 0) + 1;
  const change: StoreChange = { scope, generation: ++registry.generation, origin };
  const pending: Promise<void>[] = [];
  for (const listener of registry.listeners) {
    const result = listener(change);
    if (result) pending.push(result);
  }
  await Promise.all(pending);
}

/** Subscribes to changes; returns the unsubscribe function. */
export function onStoreChanged(listener: StoreListener): () => void {
  registry.listeners.add(listener);
  return () => registry.listeners.delete(listener);
}

/** A module's write in its own transaction; the listeners hear of it once it has committed. */
export async function writeThenNotify<T>(db: Db, scope: StoreScope, run: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(run);
  await notifyStoreChanged(scope);
  return result;
}

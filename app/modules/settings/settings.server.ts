import { and, eq } from "drizzle-orm";

import type { Db } from "~/db/client.server";
import { settings, type Settings } from "~/db/schema/settings";
import { DomainError } from "~/lib/errors";
import { notifyStoreChanged, storeGeneration } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import { diffFields, recordActivity, type WriteOptions } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";
import { can, forbiddenMessage } from "~/modules/auth/permissions";

import { policyText, templatedPolicies } from "./legal-templates";
import { guaranteeHeading, guaranteeTerms } from "./returns-policy";
import { DEFAULT_SETTINGS } from "./settings-defaults";
import { LEGAL_SETTINGS, pickSettings, type SettingsView } from "./settings-views";
import {
  PAYMENT_SETTINGS,
  SettingsUpdateSchema,
  type PublicSettings,
  type SettingsForm,
  type SettingsUpdate,
} from "./settings.schema";
import { missingTraderDetails, POLICIES, type PolicyKind } from "./trader";

const SETTINGS_ID = 1;

// Every storefront request reads the settings record, so the server keeps it in memory for the databases it serves
// (keepSettingsInMemory), valid until the next "settings" change (every write to the record announces that scope, here
// and from other processes). Other changes keep it: under checkout load many orders announce "stock" (those that bring
// low stock or sell out), and re-reading the widest row per payment and per email sent was a statement per order for
// nothing. Route-level tests that write the table directly are unaffected: only an opted-in handle is memoised.
const memoised = new WeakSet<Db>();
const memo = new WeakMap<Db, { generation: number; record: Promise<Settings> }>();

/** Serve this database's settings from memory until a store change; the server calls it at start. */
export function keepSettingsInMemory(db: Db) {
  memoised.add(db);
}

/** The full settings record, secrets included: for the server and the admin only. */
export async function getSettings(db: Db): Promise<Settings> {
  if (!memoised.has(db)) return readSettings(db);
  const generation = storeGeneration("settings");
  const kept = memo.get(db);
  if (kept && kept.generation === generation) return kept.record;
  // Noted before the read: a write that lands meanwhile moves the generation, so this copy is
  // never served after it.
  const record = readSettings(db);
  memo.set(db, { generation, record });
  record.catch(() => memo.get(db)?.record === record && memo.delete(db));
  return record;
}

async function readSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, SETTINGS_ID)).limit(1);
  return row ?? { id: SETTINGS_ID, updatedAt: new Date(0), ...DEFAULT_SETTINGS };
}

/** What the storefront may see: everything but the secrets. */
export function toPublicSettings(record: Settings): PublicSettings {
  const { track17ApiKey: _secret, ...rest } = record;
  return rest;
}

export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  return toPublicSettings(await getSettings(db));
}

/** The fields of the settings record one storefront page renders (settings-views.ts). */
export async function getSettingsView<const K extends Parameters<typeof pickSettings>[1]>(
  db: Db,
  keys: K,
): Promise<SettingsView<K>> {
  return pickSettings(await getSettings(db), keys);
}

/** A legal page's title and text: the operator's, or the UK template filled from the trader's identity. */
export async function getLegalPage(db: Db, kind: PolicyKind) {
  const settingsView = await getSettingsView(db, LEGAL_SETTINGS);
  // the guarantee's terms head the Returns page whatever its text, so they always match the settings
  const guarantee = kind === "returns" ? guaranteeHeading(settingsView) : null;
  return {
    title: POLICIES[kind].title,
    ...policyText(kind, settingsView),
    guarantee: guarantee ? { heading: guarantee, terms: guaranteeTerms(settingsView) } : null,
  };
}

/** What the admin dashboard flags: trader details the law needs, and policies showing their template. */
export async function getLegalStatus(db: Db) {
  const record = await getSettings(db);
  return { missingTraderDetails: missingTraderDetails(record), templatedPolicies: templatedPolicies(record) };
}

/** Creates the settings record at its defaults when there is none. */
export async function ensureSettings(db: Db, overrides: Partial<Settings> = {}) {
  await db
    .insert(settings)
    .values({ id: SETTINGS_ID, ...DEFAULT_SETTINGS, ...overrides })
    .onConflictDoNothing();
  await notifyStoreChanged("settings");
}

/**
 * The shop's new-order email is on from the start and goes to the first Owner (create-admin): a shop with no
 * notification address takes theirs, so the owner hears of every paid order until they change or switch it off
 * in Settings → Email. An address already set is kept. Recorded in Activity as the server's change.
 */
export async function sendShopEmailsToOwner(db: Db, ownerEmail: string): Promise<boolean> {
  await ensureSettings(db);
  const adopted = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(settings)
      .set({ orderNotificationEmail: ownerEmail, updatedAt: new Date() })
      .where(and(eq(settings.id, SETTINGS_ID), eq(settings.orderNotificationEmail, "")))
      .returning();
    if (!row) return false;
    await recordActivity(tx, null, {
      action: "settings.update",
      targetType: "settings",
      targetId: String(SETTINGS_ID),
      targetLabel: "Site settings",
      summary: `New-order and low-stock emails go to the owner, ${ownerEmail}`,
      changes: { orderNotificationEmail: { before: "", after: ownerEmail } },
    });
    return true;
  });
  if (adopted) await notifyStoreChanged("settings");
  return adopted;
}

// ---- Admin: the settings editor (admin-core) -------------------------------------------------------

/**
 * The payment settings are the Owner's (docs/decisions/040): a Manager saves every other tab, and a
 * save that would change the Stripe key is refused. An actor without a role is the server itself.
 */
function assertMayChangePayments(before: Settings, input: SettingsUpdate, actor?: Actor) {
  if (!actor?.role || can(actor.role, "settings.payments")) return;
  const changed = PAYMENT_SETTINGS.filter((key) => (input[key] ?? before[key]) !== before[key]);
  if (changed.length === 0) return;
  const message = forbiddenMessage(actor.role, "settings.payments");
  throw new DomainError("forbidden", message, Object.fromEntries(changed.map((key) => [key, message])));
}

/**
 * Saves the whole editor at once (everything but the FAQ list), checked with the editor's own schema;
 * the storefront reads it on its next request. A save that changes nothing leaves no activity entry.
 */
export async function updateSettings(
  db: Db,
  form: SettingsForm,
  actor?: Actor,
  options: WriteOptions = {},
): Promise<Settings> {
  const input: SettingsUpdate = parseInput(SettingsUpdateSchema, form);
  const values = { ...input, updatedAt: new Date() };
  const saved = await db.transaction(async (tx) => {
    const before = await readSettings(tx);
    assertMayChangePayments(before, input, actor);
    const [row] = await tx
      .insert(settings)
      .values({ id: SETTINGS_ID, ...DEFAULT_SETTINGS, ...values })
      .onConflictDoUpdate({ target: settings.id, set: values })
      .returning();
    const changes = diffFields(before, row, Object.keys(input) as (keyof Settings)[]);
    // a secret is recorded as changed, never with its value
    if (changes.track17ApiKey) changes.track17ApiKey = { before: "(hidden)", after: "(hidden)" };
    const fields = Object.keys(changes);
    if (fields.length === 0) return row;
    await recordActivity(tx, actor, {
      action: "settings.update",
      targetType: "settings",
      targetId: String(SETTINGS_ID),
      targetLabel: "Site settings",
      summary: `Changed the site settings (${fields.length} ${fields.length === 1 ? "field" : "fields"})`,
      changes,
      ...options,
    });
    return row;
  });
  await notifyStoreChanged("settings");
  return saved;
}

import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { settings, type Settings } from "~/db/schema";
import { DEFAULT_SETTINGS } from "./settings-defaults";
import type { SettingsUpdate } from "./settings.schema";

const SETTINGS_ID = 1;

/** The full settings record, secrets included: for the server and the admin only. */
export async function getSettings(db: Db): Promise<Settings> {
  const [row] = await db.select().from(settings).where(eq(settings.id, SETTINGS_ID)).limit(1);
  return row ?? { id: SETTINGS_ID, updatedAt: new Date(0), ...DEFAULT_SETTINGS };
}

export type PublicSettings = Omit<Settings, "track17ApiKey">;

/** What the storefront may see: everything but the secrets. */
export function toPublicSettings(record: Settings): PublicSettings {
  const { track17ApiKey: _secret, ...rest } = record;
  return rest;
}

export async function getPublicSettings(db: Db): Promise<PublicSettings> {
  return toPublicSettings(await getSettings(db));
}

/** Creates the settings record at its defaults when there is none. */
export async function ensureSettings(db: Db, overrides: Partial<Settings> = {}) {
  await db
    .insert(settings)
    .values({ id: SETTINGS_ID, ...DEFAULT_SETTINGS, ...overrides })
    .onConflictDoNothing();
}

// ---- Admin: the settings editor (admin-core) -------------------------------------------------------

/** Saves the whole editor at once (everything but the FAQ list); the storefront reads it on its next request. */
export async function updateSettings(db: Db, input: SettingsUpdate): Promise<Settings> {
  const values = { ...input, updatedAt: new Date() };
  const [row] = await db
    .insert(settings)
    .values({ id: SETTINGS_ID, ...DEFAULT_SETTINGS, ...values })
    .onConflictDoUpdate({ target: settings.id, set: values })
    .returning();
  return row;
}

import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { settings } from "~/db/schema";
import { parseInput } from "~/lib/http.server";
import type { Actor } from "~/modules/auth/auth.server";
import { FaqListSchema, type FaqListInput } from "./faq.schema";
import { ensureSettings, getSettings } from "./settings.server";

export async function getFaqs(db: Db) {
  return (await getSettings(db)).faqList;
}

/** Replaces the FAQ list, touching only that column of the settings record (SPEC §7). */
export async function saveFaqs(db: Db, input: FaqListInput, _actor?: Actor) {
  const { faqs } = parseInput(FaqListSchema, input);
  await ensureSettings(db);
  const [row] = await db.update(settings).set({ faqList: faqs, updatedAt: new Date() }).where(eq(settings.id, 1)).returning({ faqList: settings.faqList });
  return row.faqList;
}

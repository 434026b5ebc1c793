import { eq } from "drizzle-orm";

import type { Db, Tx } from "~/db/client.server";
import { settings, type FaqItem } from "~/db/schema/settings";
import { notifyStoreChanged } from "~/lib/store-events.server";
import { parseInput } from "~/lib/validation";
import { diffFields, recordActivity, type WriteOptions } from "~/modules/activity/activity.server";
import type { Actor } from "~/modules/auth/auth.schema";

import { FaqListSchema, type FaqListInput } from "./faq.schema";
import { storefrontFaqs } from "./policy-faqs";
import { ensureSettings, getSettings } from "./settings.server";

/** The operator's own questions, as the FAQ editor saves them. */
export async function getFaqs(db: Db) {
  return (await getSettings(db)).faqList;
}

/**
 * The FAQ as shoppers read it: the answers written from the returns policy, the delivery list and the
 * payment provider (`payment`, its answer), then the rest.
 */
export async function getStorefrontFaqs(db: Db, payment: FaqItem) {
  return storefrontFaqs(await getSettings(db), payment);
}

/**
 * Replaces the FAQ list, touching only that column of the settings record (SPEC §7). A save that
 * changes nothing leaves no activity entry.
 */
export async function saveFaqs(db: Db, input: FaqListInput, actor?: Actor, options: WriteOptions = {}) {
  const { faqs } = parseInput(FaqListSchema, input);
  return write(db, async (tx) => {
    await ensureSettings(tx);
    const before = await getFaqs(tx);
    const [row] = await tx
      .update(settings)
      .set({ faqList: faqs, updatedAt: new Date() })
      .where(eq(settings.id, 1))
      .returning({ faqList: settings.faqList });
    const count = `${row.faqList.length} ${row.faqList.length === 1 ? "question" : "questions"}`;
    const changes = diffFields({ faqList: before }, { faqList: row.faqList });
    if (Object.keys(changes).length === 0) return row.faqList;
    await recordActivity(tx, actor, {
      action: "faq.update",
      targetType: "faq",
      targetId: "faq",
      targetLabel: "FAQs",
      summary: `Saved the FAQs (${count})`,
      changes,
      ...options,
    });
    return row.faqList;
  });
}

/** A write in its own transaction; the storefront hears of it once committed (see store-events). */
async function write<T>(db: Db, run: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(run);
  await notifyStoreChanged("settings");
  return result;
}

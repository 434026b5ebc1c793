// The assistant's settings and FAQ tools, and "undo the last change", on a real database through POST
// /api/admin/ai: cards show current → proposed in the shop's formats, approval saves through the
// settings and FAQ editors' own functions, and the undo card shows what will be put back.
import { desc } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";

import { activityLog } from "~/db/schema/activity";
import { getFaqs, saveFaqs } from "~/modules/settings/faq.server";
import { toSettingsForm } from "~/modules/settings/settings.schema";
import { getSettings, updateSettings } from "~/modules/settings/settings.server";

import { assistantTestDb, changeLines } from "../support/assistant-api";

const { db, plan, approve } = await assistantTestDb();
const FAQS = [
  { question: "How long does UK delivery take?", answer: "One to two working days." },
  { question: "Do the consoles come with games?", answer: "No, bring your own." },
];
beforeEach(async () => {
  await saveFaqs(db, { faqs: FAQS });
  await db.delete(activityLog);
});
const entries = () => db.select().from(activityLog).orderBy(desc(activityLog.seq));

describe("update_settings", () => {
  it("the announcement bar: card, approval, and 'undo the last change' shows what goes back", async () => {
    const before = (await getSettings(db)).announcementBar;
    const planned = await plan("change the announcement bar to 'Free UK delivery this weekend'");
    expect(planned.toolCalls).toEqual([
      { name: "update_settings", arguments: { announcementBar: "Free UK delivery this weekend" } },
    ]);
    expect(planned.cards[0]).toMatchObject({
      title: "Change the announcement bar",
      target: { text: "Site settings", href: "/admin/dashboard/settings" },
    });
    expect(changeLines(planned.cards[0])).toEqual([
      `Announcement bar: ${before || "—"} → Free UK delivery this weekend`,
    ]);
    const [result] = await approve(planned);
    expect(result).toMatchObject({ success: true, message: "Settings saved successfully." });
    expect((await getSettings(db)).announcementBar).toBe("Free UK delivery this weekend");
    const [change] = await entries();
    expect(change).toMatchObject({ action: "settings.update", origin: "assistant" });

    const undo = await plan("undo the last change");
    expect(undo.toolCalls).toEqual([{ name: "undo_change", arguments: { entryId: change.id } }]);
    expect(undo.cards[0].title).toBe("Undo: Changed the site settings (1 field)");
    expect(changeLines(undo.cards[0])).toEqual([`Announcement bar: Free UK delivery this weekend → ${before || "—"}`]);
    const [undone] = await approve(undo);
    expect(undone).toMatchObject({ success: true, message: "Undone: Site settings is back as it was." });
    expect((await getSettings(db)).announcementBar).toBe(before);
  });

  it("the free-delivery threshold in pounds, and tracking off", async () => {
    const threshold = await plan("free delivery threshold to £60");
    expect(threshold.cards[0].title).toBe("Change the free-delivery threshold");
    expect(changeLines(threshold.cards[0])).toEqual(["Free delivery threshold: £50.00 → £60.00"]);
    const [saved] = await approve(threshold);
    expect(saved.data).toEqual({ freeDeliveryThreshold: "£60.00" });
    expect((await getSettings(db)).freeDeliveryThreshold).toBe(6000);

    const tracking = await plan("turn order tracking off");
    expect(tracking.toolCalls).toEqual([{ name: "update_settings", arguments: { trackingPageEnabled: false } }]);
    expect(tracking.cards[0].title).toBe("Turn order tracking off");
    expect(changeLines(tracking.cards[0])).toEqual(["Tracking page enabled: Yes → No"]);
    await approve(tracking);
    expect((await getSettings(db)).trackingPageEnabled).toBe(false);
  });

  it("a setting changed on the Settings page after the card was shown is a conflict, not overwritten", async () => {
    const planned = await plan("set the hero heading to Pocket-sized retro");
    await updateSettings(db, { ...toSettingsForm(await getSettings(db)), heroHeading: "Edited by hand" });
    const [result] = await approve(planned);
    expect(result.success).toBe(false);
    expect(result.message).toMatch(/changed since you opened it/);
    expect((await getSettings(db)).heroHeading).toBe("Edited by hand");
  });
});

describe("FAQs", () => {
  it("add, edit and remove, each through the FAQ editor's save; remove needs its confirmation", async () => {
    const add = await plan("add an faq: Do you ship to Ireland? Yes, in 3-5 working days.");
    expect(add.toolCalls).toEqual([
      { name: "add_faq", arguments: { question: "Do you ship to Ireland?", answer: "Yes, in 3-5 working days." } },
    ]);
    expect(add.cards[0].title).toBe("Add the FAQ “Do you ship to Ireland?”");
    await approve(add);
    expect((await getFaqs(db)).map((f) => f.question)).toEqual([
      ...FAQS.map((f) => f.question),
      "Do you ship to Ireland?",
    ]);

    const edit = await plan("update the delivery FAQ answer to 'Two to three working days.'");
    expect(edit.cards[0].title).toBe("Edit the FAQ “How long does UK delivery take?”");
    expect(changeLines(edit.cards[0])).toEqual(["Answer: One to two working days. → Two to three working days."]);
    await approve(edit);
    expect((await getFaqs(db))[0].answer).toBe("Two to three working days.");

    const remove = await plan("remove the FAQ about games");
    expect(remove.cards[0]).toMatchObject({
      title: "Remove the FAQ “Do the consoles come with games?”",
      destructive: true,
    });
    await approve(remove);
    expect((await getFaqs(db)).map((f) => f.question)).not.toContain("Do the consoles come with games?");

    // Undo goes back through the record's changes in order: the removal first, then the edit
    const undoRemove = await plan("undo the last change");
    expect(undoRemove.cards[0].problem).toBeUndefined();
    await approve(undoRemove);
    expect((await getFaqs(db)).map((f) => f.question)).toContain("Do the consoles come with games?");
    await approve(await plan("undo the last change"));
    expect((await getFaqs(db))[0].answer).toBe("One to two working days.");
  });

  it("a save that changes nothing writes no Activity entry", async () => {
    await saveFaqs(db, { faqs: await getFaqs(db) });
    await updateSettings(db, toSettingsForm(await getSettings(db)));
    expect(await entries()).toEqual([]);
  });
});

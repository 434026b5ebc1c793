import { describe, expect, it } from "vitest";

import { DomainError } from "~/lib/errors";

import { freshTestDb } from "../../../tests/support/test-db";
import { getFaqs, saveFaqs } from "./faq.server";
import { getSettings } from "./settings.server";

const { db } = await freshTestDb();

describe("FAQs", () => {
  it("saves the list in order, touching nothing else in the settings", async () => {
    const before = await getSettings(db);
    const faqs = [
      { question: "Do you ship to Ireland?", answer: "Not yet." },
      { question: "  Is there a warranty?  ", answer: "12 months." },
    ];
    await saveFaqs(db, { faqs });
    expect(await getFaqs(db)).toEqual([faqs[0], { question: "Is there a warranty?", answer: "12 months." }]);
    const after = await getSettings(db);
    expect({ ...after, faqList: [], updatedAt: null }).toEqual({ ...before, faqList: [], updatedAt: null });
  });

  it.each([
    ["a blank question", { question: "  ", answer: "Yes" }, "Question cannot be blank"],
    ["a blank answer", { question: "Why?", answer: "" }, "Answer cannot be blank"],
  ])("refuses %s and keeps the old list", async (_case, faq, message) => {
    await saveFaqs(db, { faqs: [{ question: "Old?", answer: "Old." }] });
    const err = await saveFaqs(db, { faqs: [faq] }).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(DomainError);
    expect((err as DomainError).message).toBe(message);
    expect(await getFaqs(db)).toEqual([{ question: "Old?", answer: "Old." }]);
  });
});

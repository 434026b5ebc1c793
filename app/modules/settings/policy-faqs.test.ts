import { describe, expect, it } from "vitest";

import { storefrontFaqs } from "./policy-faqs";
import { DEFAULT_SETTINGS } from "./settings-defaults";

const PAYMENT = { question: "Which payment methods do you accept?", answer: "Cards, on our secure checkout page." };

describe("the storefront's FAQ", () => {
  it("takes the payment answer given, in place of an operator's question asking the same", () => {
    const operator = [
      { question: "which payment methods do you accept? ", answer: "Apple Pay and Google Pay where available." },
      { question: "Do the consoles come with games?", answer: "Free homebrew titles." },
    ];
    const faqs = storefrontFaqs({ ...DEFAULT_SETTINGS, faqList: operator }, PAYMENT);
    expect(faqs.filter((faq) => /payment methods/i.test(faq.question))).toEqual([PAYMENT]);
    expect(faqs.map((faq) => faq.question)).toContain("Do the consoles come with games?");
    expect(faqs.map((faq) => faq.answer).join(" ")).not.toMatch(/Apple Pay/);
  });
});

import { describe, expect, it } from "vitest";

import { formPayload } from "~/lib/form-input";

import { browserErrors, formOf as form } from "../../../tests/support/form-check";
import { faqFormInput, FaqFormSchema } from "./faq.schema";

describe("the FAQ form", () => {
  it("the FAQ's parallel question and answer lists become the list, checked per item", () => {
    expect(faqFormInput(formPayload(form({ question: ["Q1", "Q2"], answer: ["A1"] })))).toEqual({
      faqs: [
        { question: "Q1", answer: "A1" },
        { question: "Q2", answer: "" },
      ],
    });
    expect(browserErrors(FaqFormSchema, form({ question: [" "], answer: ["A"] }))).toEqual({
      "faqs[0].question": ["Question cannot be blank"],
    });
  });
});

import { describe } from "vitest";

import { itReads } from "../../../../tests/support/readings";
import { questionAndAnswer } from "./faq-text.server";

describe("an FAQ's question and answer in one message", () => {
  itReads(questionAndAnswer, {
    "starts a quoted question where its quote does, whatever words come before it": {
      "Please add a question to the FAQ page, 'Do you gift wrap?', with the answer 'Not yet.'": {
        question: "Do you gift wrap?",
        answer: "Not yet.",
      },
      [`add to the faqs section "Can I collect in person?" answer "Yes, by appointment"`]: {
        question: "Can I collect in person?",
        answer: "Yes, by appointment",
      },
    },
    "reads a quoted answer after 'with' alone": {
      "add an faq 'Do you gift wrap?' with 'Not yet, sorry.'": {
        question: "Do you gift wrap?",
        answer: "Not yet, sorry.",
      },
      "add an faq 'Is it in stock?' with the answer 'Yes'": { question: "Is it in stock?", answer: "Yes" },
      // ("with" inside an unquoted answer stays part of it)
      "add faq: Do you gift wrap? Yes, with a card": { question: "Do you gift wrap?", answer: "Yes, with a card" },
    },
    "reads a question typed without quotes as before": {
      "add faq: Do you accept PayPal? Yes, at checkout": {
        question: "Do you accept PayPal?",
        answer: "Yes, at checkout",
      },
    },
  });
});

// A word typed with two neighbouring letters swapped is put right before any reader sees it: the readers of figures
// in words, days, tracking numbers and colours read the message as typed, before typos are corrected.
import { describe } from "vitest";

import { cardsOf, itPlans } from "../../../../tests/support/planner-plan";
import { itReads } from "../../../../tests/support/readings";
import { withSwappedLettersFixed } from "./swapped-letters.server";

const known = new Set(["friday", "tracking", "colour", "hundred", "ninety", "seven", "x55", "sale", "form"]);
const fixed = (text: string) => withSwappedLettersFixed(text, known);

describe("two neighbouring letters swapped", () => {
  itReads(fixed, {
    "are put back when that makes a known word": {
      "x55 one hudnred and nine nintey nine": "x55 one hundred and nine ninety nine",
      "10% off till firday": "10% off till friday",
      "Trakcing RN123456785GB": "Tracking RN123456785GB",
      "3 per coluor": "3 per colour",
      "forty sveen pounds": "forty seven pounds",
    },
    "put back a month, a day said short, a named day and the words a limit or a restock is read from": {
      "the ultra 15% off throughuot dceember": "the ultra 15% off throughout december",
      "x55 20% off tuhrs": "x55 20% off thurs",
      "valnetines day £5 off the carry case": "valentines day £5 off the carry case",
      "only the first 100 poeple can use it": "only the first 100 people can use it",
      "refund it and put it back on the sehlf": "refund it and put it back on the shelf",
      "20% off the dock on pnacake day": "20% off the dock on pancake day",
      "r36s to fuorty four ninety nine": "r36s to fourty four ninety nine",
    },
    "leave a word that is no time word with two letters swapped": [
      "decent price for the dock",
      "the x55 at 99 thru decmber",
      "code DCEEMBER for 5% off",
    ],
    "leave known words, short words, codes, quotes and free text as typed": [
      "from friday",
      "salee on the x55",
      "fro the x55",
      "code FIRDAY10 for 10% off",
      "reply to dave 'see you firday'",
      "faq: when do you post? every firday",
      "announcement: sale ends firday",
    ],
  });
  itPlans(cardsOf, {
    "keep a time said with two letters swapped as a sale's, never a new price": {
      "x55 20% off tuhrs": [
        {
          tool: "create_sale",
          name: "20% off X55 Handheld",
          startsAt: "2026-11-19T00:00",
          endsAt: "2026-11-19T23:59",
          target: "items",
          items: [{ kind: "product", id: "p-x55-console" }],
          discountType: "percent",
          percentOff: 20,
        },
      ],
    },
    // a figure said in words is read before typos are corrected
    "give the figure meant in words": {
      "set the ultra price to seventy two nintey nine": [{ tool: "update_product", id: "p-r36-ultra", price: "72.99" }],
      "x55 to one hudnred and nine ninety nine": [{ tool: "update_product", id: "p-x55-console", price: "109.99" }],
    },
  });
});

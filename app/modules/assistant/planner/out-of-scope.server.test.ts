import { describe } from "vitest";

import { allRead, itReads } from "../../../../tests/support/readings";
import { outOfScope } from "./out-of-scope.server";

const declined = (text: string) => outOfScope(text, text);

describe("requests the shop has no operation for", () => {
  itReads(declined, {
    "declines a standing rule, which the shop has no automation to keep": {
      "automatically hide every 1 star review that comes in from now on": true,
      "whenever a 5 star review comes in publish it": true,
      "hide every review that comes in": true,
    },
    "keeps a change made once, even one said to last": {
      "r36s should cost £39.99 from now on": false,
      "hide every 1 star review": false,
    },
    "declines deleting a customer's order or changing the guarantee banner, but keeps a note and the top bar": {
      "remove megan's order altogether": true,
      "delete priya's order please": true,
      "remove tom's order note": false,
      "take the guarantee banner off the home page": true,
      "clear the announcement bar": false,
    },
    "declines closing or blocking a customer's account, but keeps a change that only mentions one": {
      "close priya's account please": true,
      "can you delete the customer account for callum": true,
      "block tom's shop account": true,
      "hide megan's review, she's deleted her account anyway": false,
      "delete aisha's review": false,
      "faq: how do I delete my account? a: email us and we'll remove your details": false,
    },
    "declines changing where an order goes, but keeps an FAQ about it": {
      "update the shipping address on priya's order to 12 Mill Lane, York": true,
      "can you amend callum's delivery address, he's moved": true,
      "faq: can I change my delivery address? a: yes, email us before it ships": false,
    },
    "declines changing an order's email or booking a courier, but keeps what the shop does with them": {
      "change the email on megan's order to megan.w@example.com": true,
      "can you correct the e-mail address for callum's order, he typo'd it": true,
      "rebook the courier for priya's parcel on friday": true,
      "book a dpd collection for tomorrow": true,
      "set the announcement to 'email us about your order'": false,
      "ship tom's order with the courier, dpd 15501234567890": false,
      "what email is on megan's order?": false,
    },
    "declines chargebacks and adding items to a placed order, but keeps notes, refunds and free delivery": {
      "fight the chargeback on megan's order": true,
      "can you dispute that payment, the customer got the parcel": true,
      "pop a free screen protector in tom's order as a sorry": true,
      "send priya an extra cable, throw in a charger with her parcel": true,
      "give tom a free carry case with his order": true,
      "put a note on priya's order: free case sent separately": false,
      "refund callum a fiver, his case was free anyway": false,
      "make a code FREESHIP for free delivery": false,
    },
    "declines bundles, profit and stock ordered in from a factory": {
      "create a bundle of the r36s and carry case at 59.99": true,
      "work out our profit on the x55": true,
      "order another 50 from the factory": true,
      "add 10 stealth black x55s": false,
    },
  });
});

describe("words of time that are no standing rule", () => {
  itReads(declined, {
    "keeps a request made whenever the assistant gets to it": {
      "whenever you get a sec, put the x55 up to 124.99": false,
    },
  });
});

describe("money moved out and orders merged", () => {
  itReads(declined, {
    "are declined": allRead(
      [
        "move this week's takings into the business savings account",
        "combine callum's two orders so they go in one box",
      ],
      true,
    ),
    "leaves the takings and a single order to their own requests": allRead(
      ["what are this week's takings", "ship callum's order with dpd"],
      false,
    ),
  });
});

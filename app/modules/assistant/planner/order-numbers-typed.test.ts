import { describe } from "vitest";

import { cardsOf, itPlans } from "../../../../tests/support/planner-plan";

describe("an order number typed without its dash", () => {
  itPlans(cardsOf, {
    "is the order, not the parcel's tracking number": {
      "rh6d1l8s5y0e dpd 15501234567890": [
        {
          tool: "update_order",
          orderNumber: "RH-6D1L8S5Y0E",
          status: "shipped",
          carrier: "dpd",
          trackingNumber: "15501234567890",
        },
      ],
      "RH4F7K2M9Q1A royal mail RN987654321GB": [
        {
          tool: "update_order",
          orderNumber: "RH-4F7K2M9Q1A",
          status: "shipped",
          carrier: "royal_mail",
          trackingNumber: "RN987654321GB",
        },
      ],
    },
    "moves to the status said after 'to', as a customer's name does": {
      "rh6d1l8s5y0e to processing": [{ tool: "update_order", orderNumber: "RH-6D1L8S5Y0E", status: "processing" }],
      "RH-4F7K2M9Q1A back to pending": [{ tool: "update_order", orderNumber: "RH-4F7K2M9Q1A", status: "pending" }],
    },
    "is never another order when the shop has no such number": {
      "rh9z9z9z9z9z dpd 15501234567890": [],
      "rh9z9z9z9z9z to processing": [],
    },
  });
});

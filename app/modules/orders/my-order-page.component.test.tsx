// @vitest-environment happy-dom
import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { MyOrderPage, type MyOrderView } from "./my-order-page";
import { MyOrdersList } from "./my-orders-page";

// A shopper's own order pages say where a paid order stands in the shopper's words: "Pending" read to them as a
// payment not yet taken.

const view = (status: string): MyOrderView => ({
  order: {
    orderNumber: "RH-ABCDEF1234",
    orderDate: new Date("2026-11-29T09:30:00Z"),
    status,
    items: [{ name: "R36 Ultra", variant: "Carbon Black", quantity: 1, price: 7999 }],
    shippingAddress: {
      fullName: "Jamie Smith",
      streetAddress: "1 High Street",
      apartment: "",
      city: "Leeds",
      postcode: "LS1 1AA",
    },
    shippingMethod: "standard",
    subtotal: 7999,
    discount: 0,
    shippingCost: 0,
    total: 7999,
    trackingNumber: null,
    deliveredAt: null,
    cancelledAt: null,
  },
  refunded: 0,
  delivery: { method: "Standard delivery", estimate: "Thu 3 – Mon 7 Dec" },
  invoicePath: "/invoice/RH-ABCDEF1234",
  canCancel: status === "pending",
  returnDeadline: null,
  returnable: [],
  returns: [],
});

function renderAt(element: React.ReactNode) {
  const Stub = createRoutesStub([{ path: "/", Component: () => element }]);
  render(<Stub initialEntries={["/"]} />);
}

describe("a shopper's own order", () => {
  it("shows a paid order nobody has started on as Confirmed, never Pending", async () => {
    renderAt(<MyOrderPage view={view("pending")} />);
    expect(await screen.findByText("Confirmed", { exact: true })).toBeTruthy();
    expect(screen.queryByText(/pending/i)).toBeNull();
  });

  it("names the later statuses as the shop does", async () => {
    renderAt(<MyOrderPage view={view("shipped")} />);
    expect(await screen.findByText("Shipped", { exact: true })).toBeTruthy();
  });

  it("lists the orders with the same words", async () => {
    renderAt(
      <MyOrdersList
        email="jamie@example.com"
        orders={[
          {
            orderNumber: "RH-ABCDEF1234",
            orderDate: new Date("2026-11-29T09:30:00Z"),
            status: "pending",
            itemCount: 1,
            total: 7999,
            summary: "R36 Ultra",
          },
        ]}
      />,
    );
    expect(await screen.findByText("Confirmed", { exact: true })).toBeTruthy();
    expect(screen.queryByText(/pending/i)).toBeNull();
  });
});

import { describe, expect, it } from "vitest";

import { pageRefusal } from "./permissions";

describe("a 403 page's words", () => {
  it("names the page refused and the roles that can open it, not another page's work", () => {
    const sales = pageRefusal("fulfilment", "catalog.manage", "/admin/dashboard/sales/new");
    expect(sales).toBe(
      "Your role (Fulfilment) cannot open Sales. It is open to the Owner and Manager roles; " +
        "ask the shop's owner if you need to.",
    );
    expect(pageRefusal("fulfilment", "catalog.manage", "/admin/dashboard/discounts")).not.toMatch(/product/i);
    expect(pageRefusal("manager", "staff.manage", "/admin/dashboard/staff")).toBe(
      "Your role (Manager) cannot open Staff. It is open to the Owner role; ask the shop's owner if you need to.",
    );
  });

  it("says what the role cannot do for a part of a page that needs more than the page", () => {
    expect(pageRefusal("fulfilment", "orders.manage", "/admin/dashboard/orders/RH-1/documents/invoice")).toMatch(
      /^Your role \(Fulfilment\) cannot change delivery addresses/,
    );
  });
});

import { describe, expect, it } from "vitest";

import { adminDownload, pageRefusal } from "./permissions";

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
    expect(pageRefusal("fulfilment", "orders.manage", "/admin/dashboard/orders/RH-1")).toMatch(
      /^Your role \(Fulfilment\) cannot change delivery addresses/,
    );
  });

  it("names a file behind a shared link, the VAT invoice or a credit note, and who can open it", () => {
    expect(pageRefusal("fulfilment", "orders.manage", "/admin/dashboard/orders/RH-1/documents/invoice")).toBe(
      "Your role (Fulfilment) cannot open the VAT invoice of order RH-1. It is open to the Owner and Manager " +
        "roles; ask the shop's owner if you need to.",
    );
    expect(pageRefusal("fulfilment", "orders.manage", "/admin/dashboard/orders/RH-1/documents/INV-000007")).toMatch(
      /^Your role \(Fulfilment\) cannot open the VAT invoice of order RH-1\./,
    );
    expect(pageRefusal("fulfilment", "orders.manage", "/admin/dashboard/orders/RH-1/documents/CN-000002")).toMatch(
      /^Your role \(Fulfilment\) cannot open credit note CN-000002 of order RH-1\. It is open to the Owner and/,
    );
    expect(pageRefusal("fulfilment", "orders.manage", "/admin/dashboard/orders/export")).toMatch(
      /^Your role \(Fulfilment\) cannot open the orders CSV\./,
    );
    expect(pageRefusal("fulfilment", "customers.view", "/admin/dashboard/customers/export")).toMatch(
      /^Your role \(Fulfilment\) cannot open the customers CSV\. It is open to the Owner and Manager roles/,
    );
    expect(pageRefusal("fulfilment", "subscribers.view", "/admin/dashboard/subscribers/export")).toMatch(
      /^Your role \(Fulfilment\) cannot open the email subscribers CSV\./,
    );
  });

  it("names only an order or document number, not any words a link puts in its place", () => {
    // a crafted link would otherwise put its own sentence on the shop's page, or a line break in a redirect
    for (const part of [
      "Call 0800 000 000 to restore access",
      "RH-1\nSet-Cookie: x=1",
      "<b>RH-1</b>",
      "R".repeat(200),
    ]) {
      expect(adminDownload(`/admin/dashboard/orders/${part}/documents/invoice`), part).toBeNull();
      expect(adminDownload(`/admin/dashboard/orders/RH-1/documents/${part}`), part).toBeNull();
    }
    expect(adminDownload("/admin/dashboard/orders/RH-1042/documents/CN-000002")?.name).toBe(
      "credit note CN-000002 of order RH-1042",
    );
  });
});

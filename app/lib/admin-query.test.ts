import { describe, expect, it } from "vitest";

import { adminListQuery } from "./admin-query";

describe("adminListQuery", () => {
  it("reads the search term and the page from the list's address", () => {
    expect(adminListQuery(new Request("http://localhost/admin/dashboard/products?search=r36&page=3"))).toEqual({
      search: "r36",
      page: "3",
    });
  });

  it("means no search and the first page when the address names neither", () => {
    expect(adminListQuery(new Request("http://localhost/admin/dashboard/products"))).toEqual({ search: "", page: 1 });
  });
});

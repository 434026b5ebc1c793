import { describe, expect, it } from "vitest";

import { formPayload } from "~/lib/form-input";

import { browserCheck, browserErrors, formOf as form } from "../../../tests/support/form-check";
import { productFormInput, ProductFormSchema } from "./catalog-admin.schema";

describe("the product form", () => {
  const fields = {
    csrf: "t",
    name: "R36S",
    slug: "r36s",
    price: "49.99",
    features: "Pocketable",
    techSpecLabel: ["Screen", "Battery"],
    techSpecValue: ["3.5-inch"],
    variantOptions: [" Red ", "Blue"],
    variantImage: ["/uploads/red.webp", ""],
  };

  it("zips the parallel spec and variant lists; one feature is still a list", () => {
    expect(productFormInput(formPayload(form(fields)))).toMatchObject({
      name: "R36S",
      features: ["Pocketable"],
      gallery: [],
      techSpecs: [
        { label: "Screen", value: "3.5-inch" },
        { label: "Battery", value: "" },
      ],
      variantOptions: [" Red ", "Blue"],
      variantImages: { Red: "/uploads/red.webp", Blue: "" },
    });
  });

  it("is refused in the browser with the server's messages, by Conform's field names", () => {
    expect(browserErrors(ProductFormSchema, form({ ...fields, name: "", price: "-5" }))).toEqual({
      name: ["Name is required"],
      price: ["Price must be positive"],
      "techSpecs[1].value": ["Spec value is required"],
    });
  });

  it("passes in the browser as the server stores it: pence, variant images only for options", () => {
    const submission = browserCheck(ProductFormSchema, form({ ...fields, techSpecLabel: "Screen" }));
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      price: 4999,
      variantOptions: ["Red", "Blue"],
      variantImages: { Red: "/uploads/red.webp" },
      status: "draft",
    });
  });
});

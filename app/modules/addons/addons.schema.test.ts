import { describe, expect, it } from "vitest";

import { browserErrors, formOf as form } from "../../../tests/support/form-check";
import { addonFormInput, AddonFormSchema } from "./addons.schema";

describe("the add-on form", () => {
  it("an add-on's variant options are a list however many were sent", () => {
    expect(addonFormInput({ variantOptions: "Red" }).variantOptions).toEqual(["Red"]);
    expect(addonFormInput({}).variantOptions).toEqual([]);
    expect(
      browserErrors(AddonFormSchema, form({ name: "Grip", slug: "grip", price: "9.99", variantOptions: ["A", "A"] })),
    ).toEqual({ variantOptions: ["Variant options must be different from each other"] });
  });
});

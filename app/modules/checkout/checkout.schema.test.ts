import { describe, expect, it } from "vitest";

import { ContactSchema, ShippingAddressSchema, ShippingStepSchema } from "./checkout.schema";

const address = {
  fullName: "Jamie Smith",
  streetAddress: "1 High St",
  city: "Leeds",
  postcode: "ls11aa",
  phone: "07700 900123",
};
const firstMessage = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe("checkout contact", () => {
  it("uses SPEC §5's messages", () => {
    expect(firstMessage(ContactSchema.safeParse({ email: "" }))).toBe("Email is required");
    expect(firstMessage(ContactSchema.safeParse({ email: "jamie@example" }))).toBe(
      "Please enter a valid email address",
    );
    expect(ContactSchema.parse({ email: " jamie@example.com " })).toEqual({
      email: "jamie@example.com",
      emailOffers: false,
    });
  });
});

describe("shipping address", () => {
  it("requires each field with its own message; apartment is optional", () => {
    for (const [field, message] of [
      ["fullName", "Full name is required"],
      ["streetAddress", "Street address is required"],
      ["city", "City is required"],
      ["postcode", "Postcode is required"],
    ]) {
      expect(firstMessage(ShippingAddressSchema.safeParse({ ...address, [field]: "  " }))).toBe(message);
    }
    expect(ShippingAddressSchema.parse(address)).toMatchObject({ apartment: "", country: "United Kingdom" });
  });

  it("takes no phone for standard delivery, and asks for one for express, saying why", () => {
    expect(ShippingStepSchema.parse({ ...address, phone: " ", shippingMethod: "standard" }).phone).toBe("");
    expect(firstMessage(ShippingStepSchema.safeParse({ ...address, phone: "", shippingMethod: "express" }))).toBe(
      "Phone number is required for express delivery: the courier calls if they cannot deliver.",
    );
    expect(ShippingStepSchema.parse({ ...address, shippingMethod: "express" }).phone).toBe(address.phone);
    expect(firstMessage(ShippingAddressSchema.safeParse({ ...address, phone: "12" }))).toBe(
      "Please enter a valid phone number",
    );
  });

  it("checks the shape of a UK postcode and tidies it", () => {
    expect(ShippingAddressSchema.parse({ ...address, postcode: "sw1a1aa" }).postcode).toBe("SW1A 1AA");
    expect(ShippingAddressSchema.parse({ ...address, postcode: "M1 1AE" }).postcode).toBe("M1 1AE");
    for (const bad of ["12345", "SW1A", "ABC 123", "SW1A 1AAA"]) {
      expect(firstMessage(ShippingAddressSchema.safeParse({ ...address, postcode: bad }))).toBe(
        "Please enter a valid UK postcode",
      );
    }
  });
});

import { z } from "zod";

import { checkbox } from "~/lib/schema-fields";
import { DELIVERY, DELIVERY_METHODS, type DeliveryMethod } from "~/modules/cart/delivery";
import { DESTINATION_NAMES, NOT_DELIVERED } from "~/modules/settings/delivery-destinations";

// The checkout's inputs, shared by the three-step form and the server. Messages are SPEC §5's.

/** Every place the shop can deliver; which of them it does now is the settings' list (checked on the server). */
export const COUNTRIES = DESTINATION_NAMES;
export const MAX_LINE_QUANTITY = 10;

// SPEC: "simple address pattern".
const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
// UK postcode shape (outward code, optional space, inward code), plus the Girobank oddity.
const UK_POSTCODE = /^(GIR ?0AA|[A-Z]{1,2}[0-9][A-Z0-9]? ?[0-9][A-Z]{2})$/i;
const PHONE = /^\+?[0-9][0-9 ()-]{5,18}[0-9]$/;

/** "sw1a1aa" -> "SW1A 1AA" */
export function normalisePostcode(value: string): string {
  const compact = value.replace(/\s+/g, "").toUpperCase();
  return compact.length > 3 ? `${compact.slice(0, -3)} ${compact.slice(-3)}` : compact;
}

export const ContactSchema = z.object({
  email: z
    .string("Email is required")
    .trim()
    .min(1, "Email is required")
    .max(255, "Please enter a valid email address")
    .regex(EMAIL_PATTERN, "Please enter a valid email address"),
  // a ticked box posts "on"
  emailOffers: checkbox(),
});

export const ShippingAddressSchema = z.object({
  fullName: z.string("Full name is required").trim().min(1, "Full name is required").max(100, "Full name is too long"),
  streetAddress: z
    .string("Street address is required")
    .trim()
    .min(1, "Street address is required")
    .max(200, "Street address is too long"),
  apartment: z.string("Apartment must be text").trim().max(100, "Apartment is too long").default(""),
  city: z.string("City is required").trim().min(1, "City is required").max(100, "City is too long"),
  postcode: z
    .string("Postcode is required")
    .trim()
    .min(1, "Postcode is required")
    .max(10, "Please enter a valid UK postcode")
    .regex(UK_POSTCODE, "Please enter a valid UK postcode")
    .transform(normalisePostcode),
  country: z.enum(COUNTRIES, NOT_DELIVERED).default("United Kingdom"),
  // optional unless the delivery method needs it (phoneProblem)
  phone: z
    .string("Please enter a valid phone number")
    .trim()
    .max(20, "Please enter a valid phone number")
    .refine((phone) => phone === "" || PHONE.test(phone), "Please enter a valid phone number")
    .default(""),
});
/** Why this delivery method needs the phone number that was left out; null when it was given or is not needed. */
export function phoneProblem(method: DeliveryMethod, phone: string): string | null {
  const why = DELIVERY[method].phoneNeeded;
  return phone || !why ? null : `Phone number is required for ${method} delivery: ${why}.`;
}
export type ShippingAddress = z.infer<typeof ShippingAddressSchema>;

/** The phone field's hint: whether the chosen method needs a number, and why. */
export function phoneHint(method: DeliveryMethod): string {
  const why = DELIVERY[method].phoneNeeded;
  return why ? `Needed for ${method} delivery: ${why}` : `Optional for ${method} delivery`;
}

export const CartLineSchema = z.object({
  productId: z.uuid("An item in your cart is no longer available."),
  type: z.enum(["product", "addon"], "An item in your cart is no longer available."),
  variant: z.string().trim().max(100).nullish(),
  quantity: z
    .number("Quantity must be a number")
    .int("Quantity must be a whole number")
    .min(1, "Quantity must be at least 1")
    .max(MAX_LINE_QUANTITY, `You can order at most ${MAX_LINE_QUANTITY} of each item`),
});
export type CartLine = z.infer<typeof CartLineSchema>;

/**
 * POST /api/checkout/payment-intent. Whatever prices, totals or shipping cost the client also sends
 * are dropped here: the server prices the order itself.
 */
export const PaymentIntentSchema = z
  .object({
    items: z
      .array(CartLineSchema, "Your cart is empty")
      .min(1, "Your cart is empty")
      .max(50, "Your cart has too many lines"),
    email: ContactSchema.shape.email,
    emailOffers: z.boolean().default(false),
    shippingAddress: ShippingAddressSchema,
    shippingMethod: z.enum(DELIVERY_METHODS, "Please choose a delivery method").default("standard"),
    /** one per checkout attempt in the browser, so a repeated request reuses the same payment */
    checkoutId: z
      .string()
      .regex(/^[\w-]{8,64}$/)
      .optional(),
  })
  .superRefine((input, ctx) => {
    const message = phoneProblem(input.shippingMethod, input.shippingAddress.phone);
    if (message) ctx.addIssue({ code: "custom", path: ["shippingAddress", "phone"], message });
  });
export type PaymentIntentInput = z.infer<typeof PaymentIntentSchema>;

/** POST /api/checkout/confirm. `orderData` (SPEC §7) may be sent but is ignored: the server priced it. */
export const ConfirmPaymentSchema = z.object({
  paymentIntentId: z.string("Payment is missing").trim().min(1, "Payment is missing").max(100),
});

/** The shipping step's form: the address and the delivery method, checked as the payment checks them. */
export const ShippingStepSchema = ShippingAddressSchema.extend({
  shippingMethod: z.enum(DELIVERY_METHODS, "Please choose a delivery method").default("standard"),
}).superRefine((input, ctx) => {
  const message = phoneProblem(input.shippingMethod, input.phone);
  if (message) ctx.addIssue({ code: "custom", path: ["phone"], message });
});

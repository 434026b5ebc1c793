import { z } from "zod";

/** The built-in test provider's card form, posted to /api/checkout/test-card. */
export const TestCardChargeSchema = z.object({
  paymentIntentId: z.string().trim().min(1, "Payment is missing").max(100),
  clientSecret: z.string().trim().min(1, "Payment is missing").max(200),
  cardNumber: z.string().trim().min(1, "Your card number is incomplete.").max(30),
  expiry: z.string().trim().min(1, "Your card's expiration date is incomplete.").max(10),
  cvc: z
    .string()
    .trim()
    .min(1, "Your card's security code is incomplete.")
    .max(4, "Your card's security code is incorrect."),
});
export type TestCardCharge = z.infer<typeof TestCardChargeSchema>;

/** The same card fields posted as a plain form from the payment step (without JavaScript). */
export const TestCardFormSchema = TestCardChargeSchema.pick({ cardNumber: true, expiry: true, cvc: true });
export type TestCardFormInput = z.infer<typeof TestCardFormSchema>;

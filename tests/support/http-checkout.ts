// A shopper's checkout over HTTP against a running server, as the checkout page drives it.
import type { Product } from "~/db/schema/catalog";

const address = {
  fullName: "Sam Shopper",
  streetAddress: "1 High Street",
  city: "Leeds",
  postcode: "LS1 1AA",
  phone: "07700 900123",
};

async function postJson(base: string, path: string, body: unknown, ip: string) {
  const response = await fetch(`${base}${path}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": ip },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, string> };
}

/** intent -> test card -> confirm, as the checkout page drives them; the order number or the refusing status. */
export async function checkoutOverHttp(base: string, product: Product, i: number): Promise<string | number> {
  const ip = `198.51.100.${i}`;
  const intent = await postJson(
    base,
    "/api/checkout/payment-intent",
    {
      items: [{ productId: product.id, type: "product", variant: product.variantOptions[0], quantity: 1 }],
      email: `buyer${i}@example.com`,
      shippingAddress: address,
      shippingMethod: "standard",
    },
    ip,
  );
  if (intent.status !== 200) return intent.status;
  const paid = await postJson(
    base,
    "/api/checkout/test-card",
    {
      paymentIntentId: intent.body.paymentIntentId,
      clientSecret: intent.body.clientSecret,
      cardNumber: "4242 4242 4242 4242",
      expiry: "12 / 34",
      cvc: "123",
    },
    ip,
  );
  if (paid.status !== 200) return paid.status;
  const confirmed = await postJson(base, "/api/checkout/confirm", { paymentIntentId: intent.body.paymentIntentId }, ip);
  return confirmed.status === 200 ? confirmed.body.orderNumber : confirmed.status;
}

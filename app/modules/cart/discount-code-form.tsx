import { useState } from "react";

import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { Input } from "~/components/ui/input";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";

import { BasketForm, useBasketFetcher } from "./basket-form";
import type { BasketDiscount } from "./basket.schema";
import { useCart } from "./cart-context";

// The discount code field of the basket (drawer and /cart) and the checkout's summary: a plain form
// posted to /cart (a redirect back without JavaScript, the basket as data through a fetcher with it).
// The server keeps the code on the basket and works it out again at every view and at payment.

export function DiscountCodeForm({
  discount,
  redirectTo,
}: {
  discount: BasketDiscount | null | undefined;
  redirectTo: string;
}) {
  const fetcher = useBasketFetcher();
  const cart = useCart();
  const [error, setError] = useState("");
  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.ok) {
      setError(answer.error);
      cart.announce(answer.error);
      return;
    }
    setError("");
    cart.announce(answer.notice ?? "");
    cart.apply(answer.basket);
  });
  const busy = fetcher.state !== "idle";

  if (discount) {
    return (
      <BasketForm fetcher={fetcher} redirectTo={redirectTo} className="mt-3 flex items-center justify-between gap-2">
        <input type="hidden" name="intent" value="uncode" />
        <p className="text-sm">
          Code <span className="font-semibold">{discount.code}</span>
          {discount.valid ? null : <span className="block font-medium text-destructive">This code isn't valid</span>}
        </p>
        <Button type="submit" variant="outline" size="sm" disabled={busy} aria-label={`Remove code ${discount.code}`}>
          Remove
        </Button>
      </BasketForm>
    );
  }
  return (
    <BasketForm fetcher={fetcher} redirectTo={redirectTo} className="mt-3 flex items-end gap-2">
      <input type="hidden" name="intent" value="code" />
      <Field label="Discount code" error={error || undefined} className="min-w-0 flex-1">
        <Input name="code" autoComplete="off" autoCapitalize="characters" spellCheck={false} required maxLength={64} />
      </Field>
      <Button type="submit" variant="outline" disabled={busy} className={error ? "mb-7" : undefined}>
        Apply
      </Button>
    </BasketForm>
  );
}

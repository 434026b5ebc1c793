import { Plus } from "lucide-react";
import { useEffect, useState } from "react";
import { Link } from "react-router";

import { Button } from "~/components/ui/button";
import { Thumbnail } from "~/components/ui/responsive-image";
import { showToast } from "~/components/ui/toaster";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";
import { formatPrice } from "~/lib/money";
import { VariantPicker } from "~/modules/catalog/variant-picker";

import { BasketForm, useBasketFetcher } from "./basket-form";
import type { BasketLine } from "./basket.schema";
import { useCart } from "./cart-context";

export type UpsellAddon = {
  id: string;
  name: string;
  slug: string;
  price: number;
  image: string;
  variantOptions: string[];
};

const UPSELL_SHOWN = 3;

/**
 * 'Complete Your Setup': add-ons for what is in the basket (those made for another model are left out
 * by the server), less those already in it. An add-on with options asks which before it goes in.
 */
export function Upsells({
  lines,
  redirectTo,
  onNavigate,
}: {
  lines: BasketLine[];
  redirectTo: string;
  onNavigate: () => void;
}) {
  const [upsells, setUpsells] = useState<UpsellAddon[] | null>(null);
  const itemIds = [...new Set(lines.map((l) => l.itemId))].sort().join(",");
  const hasLines = lines.length > 0;

  useEffect(() => {
    if (!hasLines) return;
    const controller = new AbortController();
    fetch(`/api/cart/upsells?items=${encodeURIComponent(itemIds)}`, {
      signal: controller.signal,
      headers: { Accept: "application/json" },
    })
      .then((response) => (response.ok ? (response.json() as Promise<{ addons: UpsellAddon[] }>) : null))
      .then((data) => data && setUpsells(data.addons))
      .catch(() => {}); // no upsells is a drawer without that part
    return () => controller.abort();
  }, [hasLines, itemIds]);

  const inCart = new Set(lines.map((line) => line.itemId));
  const shown = (upsells ?? []).filter((addon) => !inCart.has(addon.id)).slice(0, UPSELL_SHOWN);
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="upsell-title" className="mt-4 border-t pt-4">
      <h3 id="upsell-title" className="font-bold">
        Complete Your Setup
      </h3>
      <ul className="mt-2 space-y-2">
        {shown.map((addon) => (
          <UpsellItem key={addon.id} addon={addon} redirectTo={redirectTo} onNavigate={onNavigate} />
        ))}
      </ul>
    </section>
  );
}

function UpsellItem({
  addon,
  redirectTo,
  onNavigate,
}: {
  addon: UpsellAddon;
  redirectTo: string;
  onNavigate: () => void;
}) {
  const fetcher = useBasketFetcher();
  const cart = useCart();
  const [choosing, setChoosing] = useState(false);
  const [variant, setVariant] = useState<string | null>(null);
  const hasOptions = addon.variantOptions.length > 0;
  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.ok) return void showToast({ kind: "error", title: answer.error });
    cart.apply(answer.basket);
    cart.announce(`${addon.name} added to your cart`);
    void showToast({
      kind: "success",
      title: "Added to cart",
      description: answer.notice ?? `${addon.name} has been added to your cart.`,
    });
  });

  return (
    <li className="rounded-lg border p-2">
      <div className="flex items-center gap-3">
        <Thumbnail src={addon.image} size={48} className="h-12 w-12 rounded-md bg-muted" />
        <div className="min-w-0 flex-1">
          <Link to={`/addon/${addon.slug}`} onClick={onNavigate} className="text-sm font-semibold hover:underline">
            {addon.name}
          </Link>
          <p className="text-sm text-muted-foreground">{formatPrice(addon.price)}</p>
        </div>
        {hasOptions && !choosing ? (
          <Button
            size="sm"
            variant="outline"
            aria-label={`Add ${addon.name} to cart`}
            aria-expanded={false}
            onClick={() => setChoosing(true)}
          >
            <Plus aria-hidden="true" className="h-4 w-4" /> Add
          </Button>
        ) : null}
        {!hasOptions ? (
          <BasketForm fetcher={fetcher} redirectTo={redirectTo}>
            <UpsellFields addon={addon} />
            <Button type="submit" size="sm" variant="outline" aria-label={`Add ${addon.name} to cart`}>
              <Plus aria-hidden="true" className="h-4 w-4" /> Add
            </Button>
          </BasketForm>
        ) : null}
      </div>
      {hasOptions && choosing ? (
        <BasketForm
          fetcher={fetcher}
          redirectTo={redirectTo}
          className="mt-2 space-y-2"
          onSubmit={(event) => {
            if (!variant) event.preventDefault();
          }}
        >
          <UpsellFields addon={addon} />
          <VariantPicker
            options={addon.variantOptions}
            value={variant}
            onChange={setVariant}
            name="variant"
            legend={`Choose an option for ${addon.name}`}
          />
          <Button type="submit" size="sm" disabled={!variant} className="w-full">
            Add {variant ? `${addon.name} (${variant})` : addon.name} to cart
          </Button>
        </BasketForm>
      ) : null}
    </li>
  );
}

function UpsellFields({ addon }: { addon: UpsellAddon }) {
  return (
    <>
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="itemType" value="addon" />
      <input type="hidden" name="itemId" value={addon.id} />
    </>
  );
}

import { useId, useRef, useState } from "react";

import { Button } from "~/components/ui/button";
import { SpriteIcon } from "~/components/ui/sprite-icon";
import { showToast } from "~/components/ui/toaster";
import { useFetcherAnswer } from "~/components/ui/use-fetcher-answer";
import { VariantPicker } from "~/modules/catalog/variant-picker";

import { BasketForm, useBasketFetcher } from "./basket-form";
import { useCart } from "./cart-context";
import { StickyAddToCart } from "./sticky-add-to-cart";

const SELECT_AN_OPTION = "Please select an option";

/** SPEC §5: an item with options needs one chosen; the refusal is this toast. */
function refuseWithoutVariant(options: string[], chosen: string | null): boolean {
  if (options.length === 0 || chosen) return false;
  void showToast({ kind: "error", title: SELECT_AN_OPTION, description: "Choose a variant before adding to cart" });
  return true;
}

/**
 * "Add to Cart" as a form posted to /cart: the option picker's radios and the button inside it. Without JavaScript the
 * browser asks for a missing option and the answer is /cart with the line; with it the form goes through
 * a fetcher and the drawer opens on the server's answer.
 */
export function AddToCartForm({
  itemType,
  itemId,
  variantOptions,
  variant,
  onVariantChange,
  soldOut = false,
  soldOutOptions,
  stickyBar,
  className,
}: {
  itemType: "product" | "addon";
  itemId: string;
  variantOptions: string[];
  /** the option chosen on the page (the radios inside post it as `variant`) */
  variant: string | null;
  onVariantChange: (option: string) => void;
  /** the button says "Out of Stock" and cannot be pressed */
  soldOut?: boolean;
  /** options marked "Sold out" in the picker */
  soldOutOptions?: readonly string[];
  /** the item's name and the chosen option's price, for the bar that keeps Add to Cart in reach on a phone */
  stickyBar?: { name: string; price: number };
  className?: string;
}) {
  const fetcher = useBasketFetcher();
  const cart = useCart();
  const formId = useId();
  const button = useRef<HTMLButtonElement>(null);
  // what stopped the last add, shown beside the options it concerns until they change
  const [problem, setProblem] = useState<string | null>(null);
  useFetcherAnswer(fetcher, (answer) => {
    if (!answer.ok) {
      setProblem(answer.error);
      return void showToast({ kind: "error", title: answer.error });
    }
    setProblem(null);
    cart.show(answer.basket);
    if (answer.notice) {
      cart.announce(answer.notice);
      void showToast({ kind: "info", title: answer.notice });
    }
  });
  return (
    <BasketForm
      fetcher={fetcher}
      id={formId}
      redirectTo="/cart"
      className={className}
      noValidate
      onSubmit={(event) => {
        if (!refuseWithoutVariant(variantOptions, variant)) return;
        event.preventDefault();
        setProblem(SELECT_AN_OPTION);
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="itemType" value={itemType} />
      <input type="hidden" name="itemId" value={itemId} />
      {variantOptions.length === 0 ? <input type="hidden" name="variant" value="" /> : null}
      <VariantPicker
        options={variantOptions}
        value={variant}
        onChange={(option) => {
          setProblem(null);
          onVariantChange(option);
        }}
        name="variant"
        required
        soldOut={soldOutOptions}
      />
      {problem ? (
        <p role="alert" className="flex items-center gap-2 text-sm font-medium text-destructive">
          <SpriteIcon name="CircleAlert" className="h-4 w-4 shrink-0" /> {problem}
        </p>
      ) : null}
      <Button ref={button} type="submit" size="lg" className="w-full" disabled={soldOut}>
        <SpriteIcon name="ShoppingCart" className="h-5 w-5" /> {soldOut ? "Out of Stock" : "Add to Cart"}
      </Button>
      {stickyBar && !soldOut ? (
        <StickyAddToCart formId={formId} watched={button} variant={variant} {...stickyBar} />
      ) : null}
    </BasketForm>
  );
}

import { BackInStockForm, type BackInStockAnswer } from "~/modules/alerts/back-in-stock-form";
import { AddToCartForm } from "~/modules/cart/add-to-cart-form";
import type { ShownVariant } from "~/modules/catalog/stock";

/**
 * What a product or add-on page offers to buy: Add to Cart with its option picker and, while the choice is
 * sold out, the "Email me when it's back" form, posted to the item's own page.
 */
export function BuyBox({
  itemType,
  item,
  variant,
  onVariantChange,
  soldOut,
  backInStockAnswer,
}: {
  itemType: "product" | "addon";
  item: { id: string; slug: string; variantOptions: string[]; variants: ShownVariant[] };
  variant: string | null;
  onVariantChange: (option: string) => void;
  soldOut: boolean;
  backInStockAnswer?: BackInStockAnswer;
}) {
  return (
    <>
      <AddToCartForm
        itemType={itemType}
        itemId={item.id}
        variantOptions={item.variantOptions}
        variant={variant}
        onVariantChange={onVariantChange}
        soldOut={soldOut}
        soldOutOptions={soldOutOptionsOf(item.variants)}
        className="mt-6 space-y-4"
      />
      {soldOut ? (
        <BackInStockForm
          action={`/${itemType}/${item.slug}`}
          variantOptions={item.variantOptions}
          variant={variant}
          answer={backInStockAnswer}
        />
      ) : null}
    </>
  );
}

function soldOutOptionsOf(variants: readonly ShownVariant[]): string[] {
  return variants.filter((v) => v.stock.level === "out").map((v) => v.name);
}

import { Link, useSearchParams } from "react-router";

import { ResponsiveImage, Thumbnail } from "~/components/ui/responsive-image";
import { formatPrice } from "~/lib/money";
import type { BackInStockAnswer } from "~/modules/alerts/back-in-stock-form";
import type { ShownVariant } from "~/modules/catalog/stock";
import { firstAvailableOption, FROM_CONSOLE_PARAM, optionForConsole } from "~/modules/catalog/variant-choice";
import { useVariantChoice } from "~/modules/catalog/variant-picker";
import { Price } from "~/modules/promotions/was-price";

import { BuyBox } from "./buy-box";

export type AddonPageProps = {
  addon: {
    id: string;
    name: string;
    slug: string;
    description: string;
    price: number;
    image: string;
    type: "accessory" | "upgrade";
    variantOptions: string[];
    variants: ShownVariant[];
  };
  /** the published consoles it fits, in its options' order */
  compatible: { id: string; name: string; slug: string; image: string; price: number; tagline: string }[];
  /** the "Email me when it's back" form's answer after a plain (no-JavaScript) post */
  backInStockAnswer?: BackInStockAnswer;
};

/**
 * The option the page opens with: arriving from a console's page (`?for=R36 Ultra`), the one made for that console
 * when it is in stock, else the first in stock. Chosen as the page renders, on the server too (the page cache keeps
 * one page per `for`), so it is chosen without JavaScript and never changes under the shopper's finger.
 */
function useOpeningOption(addon: AddonPageProps["addon"]): string | null {
  const [params] = useSearchParams();
  const forConsole = optionForConsole(addon.variantOptions, params.get(FROM_CONSOLE_PARAM) ?? "");
  const inStock = forConsole && addon.variants.find((v) => v.name === forConsole)?.stock.level !== "out";
  return inStock ? forConsole : firstAvailableOption(addon.variantOptions, addon.variants);
}

export function AddonPage({ addon, compatible, backInStockAnswer }: AddonPageProps) {
  const choice = useVariantChoice(undefined, useOpeningOption(addon));
  const [variant] = choice;
  // the chosen variant's price and stock; before a choice, sold out only when every variant is
  const chosen = addon.variants.find((v) => v.name === (variant ?? ""));
  const soldOut = chosen
    ? chosen.stock.level === "out"
    : addon.variants.length > 0 && addon.variants.every((v) => v.stock.level === "out");
  return (
    <div className="mx-auto max-w-6xl px-4 pt-4 pb-8 sm:py-12">
      <div className="grid gap-8 lg:grid-cols-2 lg:gap-12">
        <div className="self-start overflow-hidden rounded-2xl bg-muted">
          {addon.image ? (
            <ResponsiveImage
              src={addon.image}
              alt={addon.name}
              width={1200}
              height={1200}
              sizes="(min-width: 1024px) 560px, 100vw"
              priority
              className="aspect-square w-full object-cover"
            />
          ) : (
            <div className="aspect-square" />
          )}
        </div>
        <div>
          <p className="text-sm font-semibold tracking-wide text-primary uppercase">
            {addon.type === "upgrade" ? "Upgrade" : "Accessory"}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight sm:text-4xl">{addon.name}</h1>
          <Price item={{ ...addon, price: chosen?.price ?? addon.price }} className="mt-4 text-3xl font-extrabold" />
          <p className="text-sm text-muted-foreground">Price includes VAT</p>
          {chosen?.stock.level === "low" ? (
            <p role="status" className="mt-4 text-sm font-semibold text-amber-900">
              Only {chosen.stock.left} left in stock - order soon!
            </p>
          ) : null}
          {addon.description ? <p className="mt-6 leading-relaxed text-muted-foreground">{addon.description}</p> : null}
          <BuyBox itemType="addon" item={addon} choice={choice} soldOut={soldOut} answer={backInStockAnswer} />
          {compatible.length > 0 ? (
            <section aria-labelledby="compatible-title" className="mt-8 rounded-xl border p-4">
              <h2 id="compatible-title" className="font-bold">
                Compatible with
              </h2>
              <ul className="mt-3 space-y-4">
                {compatible.map((product) => (
                  <li key={product.id} className="flex items-center gap-4">
                    <Thumbnail src={product.image} size={80} className="h-20 w-20 rounded-lg" />
                    <div>
                      <Link
                        to={`/product/${product.slug}`}
                        className="font-semibold text-primary underline-offset-2 hover:underline"
                      >
                        {product.name}
                      </Link>
                      {product.tagline ? <p className="text-sm text-muted-foreground">{product.tagline}</p> : null}
                      <p className="text-sm font-semibold">{formatPrice(product.price)}</p>
                    </div>
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </div>
      </div>
    </div>
  );
}

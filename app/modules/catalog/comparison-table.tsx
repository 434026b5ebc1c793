import { Link } from "react-router";

import type { TechSpec } from "~/db/schema/catalog";
import { Price } from "~/modules/promotions/was-price";

type ComparedProduct = {
  id: string;
  name: string;
  slug: string;
  price: number;
  compareAtPrice?: number | null;
  techSpecs: TechSpec[];
  /** the one "Most Popular" product, the same as the cards' */
  popular?: boolean;
};

/**
 * The spec rows of every product side by side. A spec a product's maker does not state reads "Not stated" rather
 * than SPEC's "N/A", which reads as "has none".
 */
const NOT_STATED = "Not stated";
// The labels stay in view while a phone scrolls the products sideways.
const FIRST_COLUMN = "sticky left-0 z-10 bg-background";

export function comparisonRows(products: ComparedProduct[]): { label: string; values: string[] }[] {
  const labels: string[] = [];
  for (const product of products)
    for (const spec of product.techSpecs) if (!labels.includes(spec.label)) labels.push(spec.label);
  return labels.map((label) => ({
    label,
    values: products.map((p) => p.techSpecs.find((s) => s.label === label)?.value || NOT_STATED),
  }));
}

export function ComparisonTable({ products }: { products: ComparedProduct[] }) {
  // The column that stands out is the cards' "Most Popular" product, never a position in the table.
  const highlighted = products.findIndex((product) => product.popular);
  const cell = (index: number) => (index === highlighted ? "bg-primary/10" : "");
  return (
    <div className="overflow-x-auto rounded-xl border" tabIndex={0} role="region" aria-label="Console comparison">
      <table className="w-full min-w-[560px] text-left text-sm">
        <thead>
          <tr className="border-b">
            <th scope="col" className={`p-3 ${FIRST_COLUMN}`}>
              <span className="sr-only">Specification</span>
            </th>
            {products.map((product, index) => (
              <th key={product.id} scope="col" className={`p-3 align-bottom ${cell(index)}`}>
                {index === highlighted ? (
                  <span className="mb-1 block text-xs font-bold text-primary uppercase">Most popular</span>
                ) : null}
                <Link to={`/product/${product.slug}`} className="text-base font-bold hover:underline">
                  {product.name}
                </Link>
                <Price item={product} className="font-semibold text-muted-foreground" compact />
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {comparisonRows(products).map((row) => (
            <tr key={row.label} className="border-b last:border-0">
              <th scope="row" className={`p-3 font-semibold ${FIRST_COLUMN}`}>
                {row.label}
              </th>
              {row.values.map((value, index) => (
                <td key={products[index].id} className={`p-3 ${cell(index)}`}>
                  {value === NOT_STATED ? <span className="text-muted-foreground">{value}</span> : value}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

import type { Route } from "./+types/home";
import { listPublishedProducts } from "~/modules/catalog/catalog.server";
import { formatPrice } from "~/lib/money";

export async function loader({ context }: Route.LoaderArgs) {
  return { products: await listPublishedProducts(context.db) };
}

export const meta: Route.MetaFunction = () => [{ title: "Retro Handhelds" }];

export default function Home({ loaderData }: Route.ComponentProps) {
  return (
    <section id="products" className="mx-auto max-w-6xl p-4">
      <h1 className="mb-6 text-3xl font-bold">Choose Your Console</h1>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.products.map((product) => (
          <li key={product.id} className="rounded-lg border p-4">
            <img src={product.image} alt={product.imageAltText || product.name} width={400} height={400} className="aspect-square w-full object-cover" />
            <h2 className="mt-3 text-lg font-semibold">{product.name}</h2>
            <p className="text-muted-foreground">{product.tagline}</p>
            <p className="mt-2 font-bold">{formatPrice(product.price)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

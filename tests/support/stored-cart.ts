// A basket as the server keeps it, for component tests: the real /cart action and /api/cart loader against the
// component tests' database (component-db.ts), with the items seeded by the shared factories. `storeCart` adds
// lines through the action, as the shop's forms do. The browser's part is kept here: its HttpOnly cookies (the
// basket's id, a flashed toast) sent with each request to a real route (`fromTheBrowser`), the others written
// where the page's script reads them (the header's count).
import { eq } from "drizzle-orm";

import { addons } from "~/db/schema/addons";
import { products } from "~/db/schema/catalog";
import type { CartItem } from "~/modules/cart/cart";
import { loader as cartApiLoader } from "~/routes/api/cart";
import { action as cartAction } from "~/routes/cart";

import { componentDb, emptyComponentDb } from "./component-db";
import { createAddon, createProduct, setStock } from "./factories";
import type { StubRoute } from "./render-route";
import { freshIp, routeArgs, routeOutcome } from "./route-context";

export const CONSOLE = {
  productId: "11111111-1111-4111-8111-111111111111",
  type: "product",
  name: "R36S Console",
  price: 3999,
  image: "",
  slug: "r36s-console",
  variant: "Black",
  quantity: 1,
} as const;
export const CASE = {
  productId: "22222222-2222-4222-8222-222222222222",
  type: "addon",
  name: "Carry Case",
  price: 450,
  image: "",
  slug: "carry-case",
  quantity: 2,
} as const;

type StoredLine = Omit<CartItem, "id">;

// the HttpOnly cookies a browser would keep, by name (the page's script never sees them)
const httpOnlyCookies = new Map<string, string>();

/** A request from the shopper's browser: its cookies go with it. */
function fromBrowser(path: string, init: RequestInit = {}) {
  const request = new Request(`http://localhost${path}`, init);
  const cookies = [...httpOnlyCookies.values(), document.cookie].filter(Boolean).join("; ");
  // happy-dom's Request, like a page's script, may not name a Cookie: the browser adds it as the request leaves
  if (cookies) request.headers.set("Cookie", cookies);
  return request;
}

/** What the browser does with an answer's cookies: keeps the HttpOnly ones to itself, the rest where scripts read. */
function keepCookies(headers: Headers) {
  for (const cookie of headers.getSetCookie()) {
    const [pair, ...attributes] = cookie.split(";").map((part) => part.trim());
    const name = pair.slice(0, pair.indexOf("="));
    const spent = attributes.some((attribute) => /^max-age=0$/i.test(attribute));
    if (!attributes.some((attribute) => /^httponly$/i.test(attribute)))
      document.cookie = `${pair}; path=/${spent ? "; max-age=0" : ""}`;
    else if (spent) httpOnlyCookies.delete(name);
    else httpOnlyCookies.set(name, pair);
  }
}

/**
 * A request to a real route's loader or action (`route`) as the shopper's browser sends it to `path`, its cookies
 * with it, from an address of its own (rate limits count per address); answered (or thrown) as the route does, the
 * answer's cookies kept as the browser keeps them.
 */
export async function fromTheBrowser(
  route: (args: never) => unknown,
  path: string,
  init: RequestInit = {},
  params: Record<string, string> = {},
) {
  const db = await componentDb();
  const request = fromBrowser(path, init);
  let thrown = false;
  let answer: unknown;
  try {
    answer = await route(routeArgs(db, request, params, { clientIp: freshIp() }));
  } catch (err) {
    if (!(err instanceof Response)) throw err;
    [thrown, answer] = [true, err];
  }
  keepCookies((await routeOutcome(() => answer)).headers);
  if (thrown) throw answer;
  return answer;
}

/** A form posted to the real /cart action, as a fetcher posts it; answered (or thrown) as the action does. */
export const postToCart = (form: FormData) => fromTheBrowser(cartAction, "/cart", { method: "POST", body: form });

/** The catalogue item a stored line is of, on sale at its price (a product with its one variant). */
async function seedItem(line: StoredLine) {
  const db = await componentDb();
  const item = { id: line.productId, name: line.name, slug: line.slug, price: line.price, image: line.image };
  if (line.type === "addon") await createAddon(db, item);
  else await createProduct(db, { ...item, variantOptions: line.variant ? [line.variant] : [] });
}

/** Puts these lines in the basket before the page renders: each item seeded, then added through /cart. */
export async function storeCart(stored: ReadonlyArray<StoredLine>) {
  for (const line of stored) {
    await seedItem(line);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      intent: "add",
      itemType: line.type,
      itemId: line.productId,
      variant: line.variant ?? "",
      quantity: String(line.quantity),
    }))
      form.set(name, value);
    await postToCart(form);
  }
}

/** Changes an item after it went in the basket, as the shop's staff would: its price, its stock, or withdrawn. */
export async function changeStoredItem(
  productId: string,
  change: { price?: number; stock?: number; withdrawn?: boolean },
) {
  const db = await componentDb();
  for (const table of [products, addons]) {
    if (change.price !== undefined) await db.update(table).set({ price: change.price }).where(eq(table.id, productId));
    if (change.withdrawn) await db.update(table).set({ status: "draft" }).where(eq(table.id, productId));
  }
  if (change.stock !== undefined) await setStock(db, productId, change.stock);
}

/**
 * Opens the database for a file's tests (its beforeAll, with OPENING_DB_MS), and puts a basket through the action
 * once: PGlite plans the catalogue's and the basket's statements and compiles their triggers at first use, which on
 * a busy machine costs seconds that would otherwise be the first test's.
 */
export async function openStoredCart() {
  await storeCart([CONSOLE, CASE]);
  forgetStoredCart();
  await emptyComponentDb();
}

/** Forgets the basket's cookies (after each test; component-setup.ts empties the database). */
export function forgetStoredCart() {
  httpOnlyCookies.clear();
  document.cookie = "shop_basket_count=; path=/; max-age=0";
}

/** What the real GET /api/cart answers the browser, for stubFetch; undefined for any other path. */
export async function storedCartAnswer(path: string): Promise<Response | undefined> {
  if (path !== "/api/cart") return undefined;
  return (await fromTheBrowser(cartApiLoader, path)) as Response;
}

/** /cart's route, its action the real one. */
export function cartRoute(): StubRoute {
  return {
    id: "routes/cart",
    path: "cart",
    action: async ({ request }) => postToCart(await request.formData()),
  };
}

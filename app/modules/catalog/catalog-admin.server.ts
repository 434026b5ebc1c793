// Admin writes and reads for products (the storefront's public reads live in catalog.server.ts).
// Every function parses its input with the form's own schema, so the admin pages and the AI
// assistant get the same rules and messages.
import { and, asc, count, desc, eq, ilike, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { products } from "~/db/schema";
import { DomainError, isUniqueViolation } from "~/lib/errors";
import { parseInput } from "~/lib/http.server";
import { ADMIN_PAGE_SIZE, containsPattern } from "~/lib/admin-query";
import { IdSchema } from "~/lib/schema-fields";
import type { Actor } from "~/modules/auth/auth.server";
import { ProductListQuerySchema, ProductSchema, ProductUpdateSchema, type ProductInput, type ProductListQuery, type ProductUpdateInput } from "./catalog-admin.schema";

const SLUG_TAKEN = () => new DomainError("conflict", "A product with this slug already exists.", { slug: "A product with this slug already exists." });

/** Every product (drafts too), newest first, searched by name and paged on the server. */
export async function listProductsForAdmin(db: Db, query: ProductListQuery = {}) {
  const { search, page } = parseInput(ProductListQuerySchema, query);
  const where = search ? ilike(products.name, containsPattern(search)) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(products).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = await db
    .select({
      id: products.id,
      name: products.name,
      slug: products.slug,
      image: products.image,
      imageAltText: products.imageAltText,
      seoTitle: products.seoTitle,
      price: products.price,
      stockQuantity: products.stockQuantity,
      stockAlertThreshold: products.stockAlertThreshold,
      status: products.status,
    })
    .from(products)
    .where(where)
    .orderBy(desc(products.createdAt), asc(products.name))
    .limit(ADMIN_PAGE_SIZE)
    .offset((current - 1) * ADMIN_PAGE_SIZE);
  return { products: rows, total, page: current, pageCount, search };
}

export async function getProductForAdmin(db: Db, id: string) {
  const { id: productId } = parseInput(IdSchema, { id });
  const [row] = await db.select().from(products).where(eq(products.id, productId)).limit(1);
  if (!row) throw new DomainError("not_found", "Product not found.");
  return row;
}

/** Published products by name, for choosing an add-on's product. */
export async function listProductChoices(db: Db, { publishedOnly = true } = {}) {
  return db
    .select({ id: products.id, name: products.name, status: products.status })
    .from(products)
    .where(publishedOnly ? eq(products.status, "published") : undefined)
    .orderBy(asc(products.name));
}

export async function createProduct(db: Db, input: ProductInput, _actor?: Actor) {
  const data = parseInput(ProductSchema, input);
  await assertSlugFree(db, data.slug);
  try {
    const [row] = await db.insert(products).values(data).returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw SLUG_TAKEN();
    throw err;
  }
}

export async function updateProduct(db: Db, input: ProductUpdateInput, _actor?: Actor) {
  const { id, ...data } = parseInput(ProductUpdateSchema, input);
  await assertSlugFree(db, data.slug, id);
  try {
    const [row] = await db
      .update(products)
      .set({ ...data, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning();
    if (!row) throw new DomainError("not_found", "Product not found.");
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw SLUG_TAKEN();
    throw err;
  }
}

export async function deleteProduct(db: Db, input: { id: string }, _actor?: Actor) {
  const { id } = parseInput(IdSchema, input);
  const [row] = await db.delete(products).where(eq(products.id, id)).returning({ id: products.id, name: products.name });
  if (!row) throw new DomainError("not_found", "Product not found.");
  return row;
}

async function assertSlugFree(db: Db, slug: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: products.id })
    .from(products)
    .where(exceptId ? and(eq(products.slug, slug), ne(products.id, exceptId)) : eq(products.slug, slug))
    .limit(1);
  if (taken) throw SLUG_TAKEN();
}

// Admin writes and reads for add-ons; every input goes through the form's schema.
import { and, count, desc, eq, ilike, ne } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { addons, products } from "~/db/schema";
import { DomainError, isUniqueViolation } from "~/lib/errors";
import { parseInput } from "~/lib/http.server";
import { ADMIN_PAGE_SIZE, containsPattern } from "~/lib/admin-query";
import { IdSchema } from "~/lib/schema-fields";
import type { Actor } from "~/modules/auth/auth.server";
import { ProductListQuerySchema, type ProductListQuery } from "~/modules/catalog/catalog-admin.schema";
import { AddonSchema, AddonUpdateSchema, type AddonInput, type AddonUpdateInput } from "./addons.schema";

const SLUG_TAKEN = () => new DomainError("conflict", "An add-on with this slug already exists.", { slug: "An add-on with this slug already exists." });

export async function listAddonsForAdmin(db: Db, query: ProductListQuery = {}) {
  const { search, page } = parseInput(ProductListQuerySchema, query);
  const where = search ? ilike(addons.name, containsPattern(search)) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(addons).where(where);
  const pageCount = Math.max(1, Math.ceil(total / ADMIN_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const rows = await db
    .select({ id: addons.id, name: addons.name, slug: addons.slug, image: addons.image, type: addons.type, price: addons.price, status: addons.status })
    .from(addons)
    .where(where)
    .orderBy(desc(addons.createdAt))
    .limit(ADMIN_PAGE_SIZE)
    .offset((current - 1) * ADMIN_PAGE_SIZE);
  return { addons: rows, total, page: current, pageCount, search };
}

export async function getAddonForAdmin(db: Db, id: string) {
  const { id: addonId } = parseInput(IdSchema, { id });
  const [row] = await db.select().from(addons).where(eq(addons.id, addonId)).limit(1);
  if (!row) throw new DomainError("not_found", "Add-on not found.");
  return row;
}

export async function createAddon(db: Db, input: AddonInput, _actor?: Actor) {
  const data = parseInput(AddonSchema, input);
  await checkReferences(db, data.slug, data.productLinked);
  try {
    const [row] = await db.insert(addons).values(data).returning();
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw SLUG_TAKEN();
    throw err;
  }
}

export async function updateAddon(db: Db, input: AddonUpdateInput, _actor?: Actor) {
  const { id, ...data } = parseInput(AddonUpdateSchema, input);
  await checkReferences(db, data.slug, data.productLinked, id);
  try {
    const [row] = await db.update(addons).set({ ...data, updatedAt: new Date() }).where(eq(addons.id, id)).returning();
    if (!row) throw new DomainError("not_found", "Add-on not found.");
    return row;
  } catch (err) {
    if (isUniqueViolation(err)) throw SLUG_TAKEN();
    throw err;
  }
}

export async function deleteAddon(db: Db, input: { id: string }, _actor?: Actor) {
  const { id } = parseInput(IdSchema, input);
  const [row] = await db.delete(addons).where(eq(addons.id, id)).returning({ id: addons.id, name: addons.name });
  if (!row) throw new DomainError("not_found", "Add-on not found.");
  return row;
}

async function checkReferences(db: Db, slug: string, productLinked: string | null, exceptId?: string) {
  const [taken] = await db
    .select({ id: addons.id })
    .from(addons)
    .where(exceptId ? and(eq(addons.slug, slug), ne(addons.id, exceptId)) : eq(addons.slug, slug))
    .limit(1);
  if (taken) throw SLUG_TAKEN();
  if (productLinked) {
    const [product] = await db.select({ id: products.id }).from(products).where(eq(products.id, productLinked)).limit(1);
    if (!product) throw new DomainError("invalid_input", "Choose a product from the list", { productLinked: "Choose a product from the list" });
  }
}

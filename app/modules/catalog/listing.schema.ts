import { z } from "zod";

import { isDomainError } from "~/lib/errors";
import { parseInput } from "~/lib/validation";

import { LISTING_MAX_PAGE } from "./listing";

// The queries of the search and collection pages (plain GET forms): the page's loader and the JSON search
// endpoint parse with these, on the server only, so no storefront page loads zod for them.

const pageNumber = z
  .string()
  .default("1")
  .refine((value) => /^[1-9][0-9]{0,2}$/.test(value) && Number(value) <= LISTING_MAX_PAGE, "There is no such page.")
  .transform(Number);

export const SEARCH_MAX_LENGTH = 100;

// `/search?q=&page=`: an empty search is the search page's form alone.
export const SearchQuerySchema = z.object({
  q: z
    .string()
    .trim()
    .max(SEARCH_MAX_LENGTH, `Please search with at most ${SEARCH_MAX_LENGTH} characters.`)
    .default(""),
  page: pageNumber,
});
export type SearchQuery = z.infer<typeof SearchQuerySchema>;

export const COLLECTION_SORTS = ["newest", "best-selling", "price-asc", "price-desc"] as const;
export type CollectionSort = (typeof COLLECTION_SORTS)[number];

// A price typed in pounds ("49.99", "£50"), kept in pence; empty means no limit.
const pounds = (message: string) =>
  z
    .string()
    .trim()
    .default("")
    .transform((value) => value.replace(/^£/, ""))
    .refine((value) => value === "" || /^\d{1,6}(\.\d{1,2})?$/.test(value), message)
    .transform((value) => (value === "" ? null : Math.round(Number(value) * 100)));

// `/collections/:slug?min=&max=&brand=&stock=1&sort=&page=`
export const CollectionQuerySchema = z
  .object({
    min: pounds("Enter the lowest price in pounds, like 20 or 49.99."),
    max: pounds("Enter the highest price in pounds, like 100 or 149.99."),
    brand: z.string().trim().max(100, "Please choose a brand from the list.").default(""),
    stock: z
      .string()
      .default("")
      .transform((value) => value === "1" || value === "on"),
    sort: z.enum(COLLECTION_SORTS, "Please choose a sort order from the list.").default("newest"),
    page: pageNumber,
  })
  .refine((query) => query.min === null || query.max === null || query.min <= query.max, {
    message: "The lowest price must not be above the highest.",
    path: ["max"],
  });
export type CollectionQuery = z.infer<typeof CollectionQuerySchema>;

export type QueryReading<T> =
  | { ok: true; value: T }
  | { ok: false; error: string; fieldErrors: Record<string, string>; raw: Record<string, string> };

/**
 * A GET form's query read with its schema (parseInput's rules): the values, or the first problem and each
 * field's, for the page to show beside its form with a 400, as a posted form's refusal is shown.
 */
export function readQuery<S extends z.ZodType>(schema: S, request: Request): QueryReading<z.infer<S>> {
  const raw = Object.fromEntries(new URL(request.url).searchParams);
  try {
    return { ok: true, value: parseInput(schema, raw) };
  } catch (err) {
    if (!isDomainError(err)) throw err;
    return { ok: false, error: err.message, fieldErrors: err.fieldErrors ?? {}, raw };
  }
}

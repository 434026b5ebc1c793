import { sql } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";
import { addons, addonSearchDocument } from "~/db/schema/addons";
import { products, productSearchDocument } from "~/db/schema/catalog";

import { addonPublished, published } from "./catalog.server";
import { LISTING_MAX_PAGE, LISTING_PAGE_SIZE, type ListingItem } from "./listing";
import type { SearchQuery } from "./listing.schema";
import { addonListingColumns, productListingColumns } from "./listing.server";

// Product search (docs/decisions/300): the words of a product's or add-on's name, tagline, options and
// description (full text, English stemming: "consoles" finds "Console"), or, for a typo, a name whose words
// are close in trigrams ("anbrenic" finds "Anbernic"). Both are index-backed: a GIN index on the very
// expression matched (productSearchDocument) and a trigram GIN index on the name. pg_trgm is loaded on
// PGlite as on PostgreSQL (PGLITE_EXTENSIONS), so one query serves both.
//
// Ranking reads only candidates: the words' matches are counted first from their index. A few are ranked with the
// typos by closeness in trigrams, as below; when the words match many (a word every item has), those are listed by
// name from the same index, scoring none, and typos add nothing the words have not already found plenty of.

/**
 * How close in trigrams a name must be to count as a typo of the search: PostgreSQL's default (0.6) misses
 * one swapped pair of letters in an eight-letter word. Set for the search's transaction only.
 */
export const TYPO_SIMILARITY = 0.3;

/**
 * The search's planner settings, for its transaction only: the typo threshold, and sequential scans priced out. For
 * a word most items have ("battery") the planner prefers reading every item and working out its words again (tens
 * of microseconds each, so it grew with the catalogue) to the GIN index, whose matches need no such recheck.
 */
export const SEARCH_SETTINGS = [
  `set local pg_trgm.word_similarity_threshold = ${TYPO_SIMILARITY}`,
  "set local enable_seqscan = off",
];

/** Closest items offered when nothing matches. */
export const SUGGESTIONS = 4;

/** Past this many items matching the words, they are listed by name rather than each scored against the search. */
export const RANKED_AT_MOST = 96;

type Row = ListingItem & { total: number };

// The trigram index's own expressions (schema/catalog.ts and schema/addons.ts).
const productTrigrams = sql`(${products.name} || ' ' || ${products.tagline})`;
const addonTrigrams = sql`${addons.name}`;
// Ranked by how close the name (and a product's tagline) is to the search, in trigrams: cheap per match, where
// working out each match's words again would cost as much as the search once a word matches hundreds.
const productRank = (q: string) => sql`word_similarity(${q}, ${productTrigrams})`;
const addonRank = (q: string) => sql`word_similarity(${q}, ${addonTrigrams})`;

/**
 * One page of published products and add-ons matching the search, best first, with the total. Each way of
 * matching is a subquery of its own, so each is planned on its own index (an OR of the two is not).
 */
function matches(tx: Db, q: string, limit: number, offset: number) {
  const words = wordsOf(q);
  return queryRows<Row>(
    tx,
    sql`select *, count(*) over ()::int as total from (
      select ${productListingColumns}, ${productRank(q)} as rank
      from ${products}
      where ${published} and ${products.id} in (
        select ${products.id} from ${products} where ${productSearchDocument(products)} @@ ${words}
        union all
        select ${products.id} from ${products} where ${q} <% ${productTrigrams})
      union all
      select ${addonListingColumns}, ${addonRank(q)} as rank
      from ${addons}
      where ${addonPublished} and ${addons.id} in (
        select ${addons.id} from ${addons} where ${addonSearchDocument(addons)} @@ ${words}
        union all
        select ${addons.id} from ${addons} where ${q} <% ${addonTrigrams})
    ) hits
    order by rank desc, name, id
    limit ${limit} offset ${offset}`,
  );
}

const wordsOf = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/**
 * The ids the words match, each table's taken from its words' index alone (materialised, so planned on their own):
 * joined with the published condition, the planner would rather work out every item's words again than use it.
 */
const wordIds = (q: string) =>
  sql`with found_products as materialized (
      select ${products.id} from ${products} where ${productSearchDocument(products)} @@ ${wordsOf(q)}),
    found_addons as materialized (
      select ${addons.id} from ${addons} where ${addonSearchDocument(addons)} @@ ${wordsOf(q)})`;
const productFound = sql`${published} and ${products.id} in (select id from found_products)`;
const addonFound = sql`${addonPublished} and ${addons.id} in (select id from found_addons)`;

/** How many published products and add-ons the words match, counted from the words' indexes alone. */
async function wordMatches(tx: Db, q: string): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`${wordIds(q)} select (select count(*) from ${products} where ${productFound})
      + (select count(*) from ${addons} where ${addonFound}) as n`,
  );
  return Number(row.n);
}

/** One page of the items the words match, by name: what the words' index found is sorted, nothing is scored. */
function byName(tx: Db, q: string, limit: number, offset: number) {
  return queryRows<Row>(
    tx,
    sql`${wordIds(q)} select * from (
      select ${productListingColumns} from ${products} where ${productFound}
      union all
      select ${addonListingColumns} from ${addons} where ${addonFound}
    ) hits
    order by name, id
    limit ${limit} offset ${offset}`,
  );
}

/** The items whose names are closest to the search in trigrams, however far: "nothing found, did you mean". */
function closest(tx: Db, q: string) {
  return queryRows<Row>(
    tx,
    sql`select *, 0 as total from (
      select ${productListingColumns}, word_similarity(${q}, ${productTrigrams}) as rank
      from ${products} where ${published}
      union all
      select ${addonListingColumns}, word_similarity(${q}, ${addonTrigrams}) as rank
      from ${addons} where ${addonPublished}
    ) near
    where rank > 0
    order by rank desc, name, id
    limit ${SUGGESTIONS}`,
  );
}

const plain = ({ total: _total, rank: _rank, ...item }: Partial<Row> & ListingItem & { rank?: unknown }): ListingItem =>
  item;

export type SearchResults = {
  q: string;
  items: ListingItem[];
  total: number;
  page: number;
  pageCount: number;
  /** when nothing matched: the closest items by name, for "did you mean" */
  suggestions: ListingItem[];
};

/**
 * The one search of the catalogue: the search page, the header's instant list and the JSON endpoint call it.
 * An empty search finds nothing (and reads nothing).
 */
export async function searchCatalog(
  db: Db,
  { q, page }: SearchQuery,
  pageSize = LISTING_PAGE_SIZE,
): Promise<SearchResults> {
  if (!q) return { q, items: [], total: 0, page: 1, pageCount: 1, suggestions: [] };
  return db.transaction(async (tx) => {
    for (const setting of SEARCH_SETTINGS) await tx.execute(sql.raw(setting));
    const offset = (page - 1) * pageSize;
    const many = await wordMatches(tx, q);
    let rows: Row[];
    let found: number;
    if (many > RANKED_AT_MOST) {
      rows = await byName(tx, q, pageSize, offset);
      found = many;
    } else {
      rows = await matches(tx, q, pageSize, offset);
      const total = rows[0]?.total ?? 0;
      // Nothing on a later page: is there anything at all (for the count), or nothing to find?
      found = total || page === 1 ? total : ((await matches(tx, q, 1, 0))[0]?.total ?? 0);
    }
    const suggestions = found === 0 ? (await closest(tx, q)).map(plain) : [];
    return {
      q,
      items: rows.map(plain),
      total: found,
      page,
      pageCount: Math.min(LISTING_MAX_PAGE, Math.max(1, Math.ceil(found / pageSize))),
      suggestions,
    };
  });
}

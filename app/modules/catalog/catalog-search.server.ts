import { sql, type SQL } from "drizzle-orm";

import { queryRows, type Db } from "~/db/client.server";
import { addons } from "~/db/schema/addons";
import { catalogSearchDocument, products } from "~/db/schema/catalog";

import { addonPublished, published } from "./catalog.server";
import { LISTING_MAX_PAGE, LISTING_PAGE_SIZE, type ListingItem } from "./listing";
import type { SearchQuery } from "./listing.schema";
import { addonListingColumns, productListingColumns } from "./listing.server";

// Product search (docs/decisions/300): the words of a product's or add-on's name, tagline, options and
// description (full text, English stemming: "consoles" finds "Console"), or, for a typo, a name whose words
// are close in trigrams ("anbrenic" finds "Anbernic"). Both are index-backed: a GIN index on the very
// expression matched (catalogSearchDocument) and a trigram GIN index on the name. pg_trgm is loaded on
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

/**
 * One kind of item the search reads, products or add-ons: both are matched, ranked and listed alike, each on its
 * own table and indexes, and their rows are put together with `union all`.
 */
type SearchedKind = {
  table: typeof products | typeof addons;
  /** a ListingItem's columns, read from the kind's row (listing.server.ts) */
  columns: SQL;
  published: SQL | undefined;
  /** the expression its words' GIN index holds (schema/catalog.ts and schema/addons.ts) */
  words: SQL;
  /** the expression its trigram GIN index holds */
  trigrams: SQL;
  /** the materialised ids its words match (wordIds) */
  found: SQL;
};

const PRODUCTS: SearchedKind = {
  table: products,
  columns: productListingColumns,
  published,
  words: catalogSearchDocument(products),
  trigrams: sql`(${products.name} || ' ' || ${products.tagline})`,
  found: sql.raw("found_products"),
};
const ADDONS: SearchedKind = {
  table: addons,
  columns: addonListingColumns,
  published: addonPublished,
  words: catalogSearchDocument(addons),
  trigrams: sql`${addons.name}`,
  found: sql.raw("found_addons"),
};

/** The same part of the query for each kind, joined by `between` (`union all` for rows). */
const eachKind = (part: (kind: SearchedKind) => SQL, between = sql` union all `) =>
  sql.join([PRODUCTS, ADDONS].map(part), between);

// Ranked by how close the name (and a product's tagline) is to the search, in trigrams: cheap per match, where
// working out each match's words again would cost as much as the search once a word matches hundreds.
const rankOf = (kind: SearchedKind, q: string) => sql`word_similarity(${q}, ${kind.trigrams})`;

const wordsOf = (q: string) => sql`websearch_to_tsquery('english', ${q})`;

/** The ids of a kind's items whose words match, read from its words' index alone. */
const wordHits = ({ table, words }: SearchedKind, query: SQL) =>
  sql`select ${table.id} from ${table} where ${words} @@ ${query}`;

/**
 * A kind's published items the words match, or whose name is a typo of the search, each with its rank. Each way of
 * matching is a subquery of its own, so each is planned on its own index (an OR of the two is not).
 */
const rankedMatches = (kind: SearchedKind, q: string, words: SQL) =>
  sql`select ${kind.columns}, ${rankOf(kind, q)} as rank
      from ${kind.table}
      where ${kind.published} and ${kind.table.id} in (
        ${wordHits(kind, words)}
        union all
        select ${kind.table.id} from ${kind.table} where ${q} <% ${kind.trigrams})`;

/** One page of published products and add-ons matching the search, best first, with the total. */
function matches(tx: Db, q: string, limit: number, offset: number) {
  const words = wordsOf(q);
  return queryRows<Row>(
    tx,
    sql`select *, count(*) over ()::int as total from (
      ${eachKind((kind) => rankedMatches(kind, q, words))}
    ) hits
    order by rank desc, name, id
    limit ${limit} offset ${offset}`,
  );
}

/**
 * The ids the words match, each table's taken from its words' index alone (materialised, so planned on their own):
 * joined with the published condition, the planner would rather work out every item's words again than use it.
 */
const wordIds = (q: string) =>
  sql`with ${eachKind((kind) => sql`${kind.found} as materialized (${wordHits(kind, wordsOf(q))})`, sql`, `)}`;
const foundIn = (kind: SearchedKind) => sql`${kind.published} and ${kind.table.id} in (select id from ${kind.found})`;

/** How many published products and add-ons the words match, counted from the words' indexes alone. */
async function wordMatches(tx: Db, q: string): Promise<number> {
  const counts = eachKind((kind) => sql`(select count(*) from ${kind.table} where ${foundIn(kind)})`, sql` + `);
  const [row] = await queryRows<{ n: number }>(tx, sql`${wordIds(q)} select ${counts} as n`);
  return Number(row.n);
}

/** One page of the items the words match, by name: what the words' index found is sorted, nothing is scored. */
function byName(tx: Db, q: string, limit: number, offset: number) {
  return queryRows<Row>(
    tx,
    sql`${wordIds(q)} select * from (
      ${eachKind((kind) => sql`select ${kind.columns} from ${kind.table} where ${foundIn(kind)}`)}
    ) hits
    order by name, id
    limit ${limit} offset ${offset}`,
  );
}

/** The items whose names are closest to the search in trigrams, however far: "nothing found, did you mean". */
function closest(tx: Db, q: string) {
  const everyPublished = eachKind(
    (kind) => sql`select ${kind.columns}, ${rankOf(kind, q)} as rank from ${kind.table} where ${kind.published}`,
  );
  return queryRows<Row>(
    tx,
    sql`select *, 0 as total from (
      ${everyPublished}
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

// The page cache's store: rendered storefront pages kept plain, gzip and brotli, in lru-cache capped
// by bytes, each expiring at the next day boundary. No Express or React here; the middleware in
// page-cache-middleware.ts decides what may be stored and serves it. In memory, so a hit costs no render and
// no SQL (ADR 070: which pages, and what drops them).
import { createHash, randomBytes } from "node:crypto";
import { promisify } from "node:util";
import zlib from "node:zlib";

import { LRUCache } from "lru-cache";

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

export type Encoding = "br" | "gzip" | "identity";

export type CachedPage = {
  status: number;
  /** headers every response of this page carries (content type, cache control, security headers) */
  headers: Record<string, string>;
  /** the Content-Security-Policy around a fresh nonce: before + nonce + after */
  csp?: { before: string; after: string };
  bodies: Record<Encoding, Buffer>;
  /** one strong validator per representation (RFC 9110 §8.8.1) */
  etags: Record<Encoding, string>;
  expiresAt: number;
  bytes: number;
  /**
   * per representation, the flat header list of a hit, ending with Content-Length; when the page has a policy, the
   * value before Content-Length (`CSP_FROM_END`) is the per-response CSP, filled in as each answer is written
   */
  hitHeaders: Record<Encoding, string[]>;
};

/** Where the CSP value is in a `hitHeaders` list, counted from its end. */
export const CSP_FROM_END = 3;

export type PageInput = {
  status: number;
  headers: Record<string, string>;
  csp?: string;
  body: Buffer;
  /** when the page itself stops being true (a delivery countdown's cut-off), if before the day boundary */
  expiresAt?: number;
};

/**
 * Builds the stored form of a page: its inline scripts are allowed by their SHA-256 in the CSP
 * instead of by the nonce they were rendered without, so one stored body is safe to send to
 * everyone and can be compressed once (ADR 073).
 */
export async function buildCachedPage(input: PageInput, now = Date.now()): Promise<CachedPage> {
  const [gz, br] = (
    await Promise.all([
      gzip(input.body, { level: 9 }),
      brotli(input.body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: input.body.length,
        },
      }),
    ])
  ).map(ownMemory);
  const tag = createHash("sha256").update(input.body).digest("base64url").slice(0, 27);
  const headerBytes = Object.entries(input.headers).reduce((sum, [k, v]) => sum + k.length + v.length, 0);
  const bodies = { identity: input.body, gzip: gz, br };
  const etags = { identity: `"${tag}"`, gzip: `"${tag}-gz"`, br: `"${tag}-br"` };
  // Built once here so a hit fills in one value and writes a buffer.
  const csp = input.csp ? withScriptHashes(input.csp, inlineScriptHashes(input.body.toString("utf8"))) : undefined;
  const hitHeaders = (encoding: Encoding) => [
    ...Object.entries(input.headers).flat(),
    ...["cache-status", HIT, "etag", etags[encoding], "vary", "Accept-Encoding"],
    ...(encoding === "identity" ? [] : ["content-encoding", encoding]),
    ...(csp ? ["content-security-policy", `${csp.before}${csp.after}`] : []),
    ...["content-length", String(bodies[encoding].length)],
  ];
  return {
    status: input.status,
    headers: input.headers,
    csp,
    bodies,
    etags,
    expiresAt: Math.min(nextUtcMidnight(now), input.expiresAt ?? Infinity),
    bytes:
      input.body.length + gz.length + br.length + 4 * headerBytes + (input.csp?.length ?? 0) * 5 + PAGE_OVERHEAD_BYTES,
    hitHeaders: { identity: hitHeaders("identity"), gzip: hitHeaders("gzip"), br: hitHeaders("br") },
  };
}

export const HIT = "retro-shop; hit";

// What a stored page costs beyond its bodies, headers and policy: three Buffers and their backing stores, the
// hit header lists, the validators, the entry itself and the allocator's rounding; measured, rounded up.
const PAGE_OVERHEAD_BYTES = 4096;
// The most pages kept whatever their size: the shop's real pages are a few per product, so more than this many
// distinct keys is a flood, whose entries would cost the process more than their bytes say.
export const MAX_PAGES = 5000;

/** 'sha256-…' sources for every inline script in a document, in order, without repeats. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  // React escapes "</script" inside script text, so the first closing tag ends each script.
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    if (/\bsrc\s*=/i.test(match[1])) continue;
    hashes.add(`'sha256-${createHash("sha256").update(match[2], "utf8").digest("base64")}'`);
  }
  return [...hashes];
}

/**
 * Splits a policy rendered with a placeholder nonce into the parts around a fresh nonce, with the
 * page's script hashes added to script-src.
 */
export function withScriptHashes(policy: string, hashes: string[]): { before: string; after: string } {
  const match = /'nonce-[^']*'/.exec(policy);
  if (!match) {
    const scriptSrc = policy.replace(
      /script-src ([^;]*)/,
      (_all, sources: string) => `script-src ${sources} ${hashes.join(" ")}`,
    );
    return { before: scriptSrc, after: "" };
  }
  return {
    before: `${policy.slice(0, match.index)}'nonce-`,
    after: `' ${hashes.join(" ")}${policy.slice(match.index + match[0].length)}`,
  };
}

/** The policy for one response: a nonce no other response carries (nothing in the body uses it). */
export function policyFor(page: CachedPage): string | undefined {
  return page.csp ? `${page.csp.before}${page.csp.after ? freshNonce() : ""}${page.csp.after}` : undefined;
}

// 128-bit nonces cut from a random pool: one system call per 256 responses instead of one each.
let pool = Buffer.alloc(0);
let offset = 0;
export function freshNonce(): string {
  if (offset + 16 > pool.length) {
    pool = randomBytes(4096);
    offset = 0;
  }
  offset += 16;
  return pool.toString("base64", offset - 16, offset);
}

/**
 * The social-proof numbers change with the UTC calendar day (social-proof.ts), so no stored page
 * outlives it.
 */
export function nextUtcMidnight(now: number): number {
  const d = new Date(now);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate() + 1);
}

/** Picks br, then gzip, then identity from an Accept-Encoding header (q=0 refuses a coding). */
export function negotiateEncoding(header: string | undefined): Encoding {
  if (!header) return "identity";
  let br = false;
  let gz = false;
  for (const part of header.split(",")) {
    const [name, ...params] = part.trim().toLowerCase().split(";");
    const refused = params.some((p) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(p));
    if (refused) continue;
    if (name === "br") br = true;
    else if (name === "gzip" || name === "x-gzip" || name === "*") gz = true;
  }
  return br ? "br" : gz ? "gzip" : "identity";
}

// The few Accept-Encoding values browsers and clients send, each read once: a hit then only looks it up.
const ENCODINGS_REMEMBERED = 64;
const encodings = new Map<string, Encoding>();

/** `negotiateEncoding`, remembered per header value (a bounded number of them). */
export function encodingOf(header: string | undefined): Encoding {
  if (!header) return "identity";
  let encoding = encodings.get(header);
  if (encoding === undefined) {
    encoding = negotiateEncoding(header);
    if (encodings.size >= ENCODINGS_REMEMBERED) encodings.clear();
    encodings.set(header, encoding);
  }
  return encoding;
}

/**
 * Least-recently-used pages within a byte budget (keys counted too) and a number of entries: lru-cache
 * keeps the order and the sum; a page past its expiry is dropped when it is asked for.
 */
export class PageStore {
  private readonly pages: LRUCache<string, CachedPage>;

  constructor(
    private readonly maxBytes: number,
    private readonly clock: () => number = Date.now,
    maxEntries = MAX_PAGES,
  ) {
    this.pages = new LRUCache({ max: maxEntries, maxSize: maxBytes, sizeCalculation: (page, key) => cost(key, page) });
  }

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page && page.expiresAt <= this.clock()) {
      this.pages.delete(key);
      return undefined;
    }
    return page;
  }

  /** Stores a page unless it alone would take more than a quarter of the budget. */
  set(key: string, page: CachedPage): boolean {
    if (cost(key, page) > this.maxBytes / 4) return false;
    this.pages.set(key, page);
    return true;
  }

  delete(key: string) {
    this.pages.delete(key);
  }

  clear() {
    this.pages.clear();
  }

  get size() {
    return this.pages.size;
  }

  get bytes() {
    return this.pages.calculatedSize;
  }
}

/** A page's bytes and its key's (two bytes a character, as V8 may keep it). */
function cost(key: string, page: CachedPage): number {
  return page.bytes + 2 * key.length;
}

/**
 * A copy in memory of its own size: zlib hands back a slice of its whole output chunk (16 KB or more), which
 * a kept page would otherwise hold alive for a body of a few hundred bytes.
 */
function ownMemory(buffer: Buffer): Buffer {
  const own = Buffer.allocUnsafeSlow(buffer.length);
  buffer.copy(own);
  return own;
}

import path from "node:path";

export const PGLITE_TEMPLATE_FILE = path.resolve(".test-data/pglite-template.tar");
/** An empty PGlite database, before any migration: the upgrade tests' start, without an initdb of their own. */
export const PGLITE_EMPTY_FILE = path.resolve(".test-data/pglite-empty.tar");

declare module "vitest" {
  export interface ProvidedContext {
    pgTemplate: string;
  }
}

export function withDatabase(url: string, database: string) {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

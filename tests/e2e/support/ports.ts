// Shared by the shop launcher (start-shop.ts), playwright.config.ts and the specs.
// E2E_PORT_BASE and E2E_DB_NAME let several checkouts run their journeys side by side.
const base = Number(process.env.E2E_PORT_BASE ?? 4173);
export const E2E_PORTS: { readonly postgres: number; readonly pglite: number } = { postgres: base, pglite: base + 1 };
export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e admin password" };
/** The PostgreSQL database the e2e shop runs on; tests may connect to prepare data. */
export const E2E_DATABASE_URL = (
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
).replace(/\/[^/]*$/, `/${process.env.E2E_DB_NAME ?? "shop_e2e"}`);

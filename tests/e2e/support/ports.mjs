// Shared by the server launcher (plain JS) and the specs (typed by ports.d.mts).
// E2E_PORT_BASE and E2E_DB_NAME let several checkouts run their journeys side by side.
const base = Number(process.env.E2E_PORT_BASE ?? 4173);
export const E2E_PORTS = { postgres: base, pglite: base + 1 };
export const E2E_ADMIN = { email: "admin@e2e.test", password: "e2e admin password" };
export const E2E_DATABASE_URL = (
  process.env.TEST_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/postgres"
).replace(/\/[^/]*$/, `/${process.env.E2E_DB_NAME ?? "shop_e2e"}`);

// Direct access to the PostgreSQL database behind the e2e shop, for preparing data a journey needs
// (an order with a tracking number, say) and for checking what a journey wrote.
import { openDatabase, type DatabaseHandle } from "~/db/client.server";

import { E2E_DATABASE_URL } from "./ports";

let handle: Promise<DatabaseHandle> | undefined;

export function e2eDb() {
  handle ??= openDatabase({ databaseUrl: E2E_DATABASE_URL, dataDir: "unused", migrate: false, poolSize: 2 });
  return handle.then((h) => h.db);
}

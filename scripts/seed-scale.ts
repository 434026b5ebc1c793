// `npm run seed:scale -- --products N --orders N [--customers N]` (or `--scale S1|S2|S3`): adds years of
// realistic history to the shop's database (DATABASE_URL, else the embedded one in DATA_DIR), demo catalogue
// first when the database is empty. On the embedded database the shop must be stopped (one process per folder).
import { parseArgs } from "node:util";

import { SCALES, seedDatabase } from "./scale-seed";

const { values } = parseArgs({
  options: {
    products: { type: "string" },
    orders: { type: "string" },
    customers: { type: "string" },
    scale: { type: "string" },
  },
});
const preset = values.scale ? SCALES[values.scale.toUpperCase()] : undefined;
if (values.scale && !preset) {
  console.error(`Unknown scale ${values.scale}: use ${Object.keys(SCALES).join(", ")}`);
  process.exit(2);
}
const size = {
  products: Number(values.products ?? preset?.products ?? 200),
  orders: Number(values.orders ?? preset?.orders ?? 10_000),
  customers: values.customers ? Number(values.customers) : preset?.customers,
};
if (![size.products, size.orders].every((n) => Number.isInteger(n) && n >= 0)) {
  console.error("--products and --orders take whole numbers");
  process.exit(2);
}

const started = Date.now();
const counts = await seedDatabase(
  { databaseUrl: process.env.DATABASE_URL || undefined, dataDir: process.env.DATA_DIR ?? "./data" },
  size,
);
console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s; the shop now holds:`);
console.table(counts);

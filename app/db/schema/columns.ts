// Column shapes every table uses.
import { timestamp } from "drizzle-orm/pg-core";

/** A timestamp with time zone, set by the database on insert. */
export const createdAt = () => timestamp({ withTimezone: true }).notNull().defaultNow();

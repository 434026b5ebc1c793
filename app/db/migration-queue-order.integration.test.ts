import { sql } from "drizzle-orm";
import { expect } from "vitest";

import { MIGRATIONS_FOLDER } from "~/db/client.server";

import { testUpgrade } from "../../tests/support/migration-db";

// A shop that ran before migration 0007 (ADR 001) upgrades: the rows it already has are numbered in
// the order of their times, not of storage, where an updated row (an entry undone, an email retried)
// has moved to the end; rows written after the upgrade come after them.

const UPGRADE = "0007_queue_order";

testUpgrade(
  UPGRADE,
  "numbers the entries and emails a shop already has by their times, and new ones after them",
  async (db) => {
    for (const [step, at] of [
      ["order.place", "10:00:01"],
      ["order.ship", "10:00:02"],
      ["order.refund", "10:00:03"],
    ]) {
      await db.run(
        sql`insert into activity_log (origin, action, target_type, target_id, created_at) values ('system',
            ${step}, 'order', 'o-1', ${`2026-01-01T${at}Z`})`,
      );
    }
    for (const [template, at] of [
      ["order_shipped", "10:00:01"],
      ["order_cancelled", "10:00:02"],
    ]) {
      await db.run(
        sql`insert into email_outbox (template, "to", data, created_at) values (${template}, 'sam@example.com',
            '{}', ${`2026-01-01T${at}Z`})`,
      );
    }
    // The oldest of each, updated: its row moves to the end of the table's storage.
    await db.run(sql`update activity_log set summary = 'undone' where action = 'order.place'`);
    await db.run(sql`update email_outbox set attempts = 1 where template = 'order_shipped'`);
    expect((await db.run(sql`select action from activity_log`)).map((row) => row.action)).toEqual([
      "order.ship",
      "order.refund",
      "order.place",
    ]);

    await db.migrate(MIGRATIONS_FOLDER);
    await db.run(
      sql`insert into activity_log (origin, action, target_type, target_id) values ('system', 'order.note',
          'order', 'o-1')`,
    );
    await db.run(
      sql`insert into email_outbox (template, "to", data) values ('order_refunded', 'sam@example.com', '{}')`,
    );

    const entries = await db.run(sql`select action, seq from activity_log order by seq`);
    expect(entries.map((row) => row.action)).toEqual(["order.place", "order.ship", "order.refund", "order.note"]);
    expect(entries.map((row) => Number(row.seq))).toEqual([1, 2, 3, 4]);
    const emails = await db.run(sql`select template from email_outbox order by seq`);
    expect(emails.map((row) => row.template)).toEqual(["order_shipped", "order_cancelled", "order_refunded"]);
  },
);

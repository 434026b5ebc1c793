import { csvRow } from "./csv";

// A CSV download read from the database a batch at a time, each batch after the last one's key (keyset), so the
// memory it takes is one batch's however many rows there are, the event loop is free between batches, and no
// transaction is held open while the download is read.

export type CsvBatch<K> = { rows: Array<Array<string | number | boolean | null | undefined>>; last: K } | null;

/**
 * `header`, then `readBatch(after)`'s rows until it answers null or fewer than `batchSize` rows; `bom` starts the
 * file with a byte-order mark, so Excel reads it as UTF-8.
 */
export function batchedCsvStream<K>(
  header: readonly string[],
  batchSize: number,
  readBatch: (after: K | null, limit: number) => Promise<CsvBatch<K>>,
  { bom = true } = {},
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: K | null = null;
  let started = false;
  return new ReadableStream({
    async pull(controller) {
      try {
        if (!started) {
          started = true;
          controller.enqueue(encoder.encode(`${bom ? "\uFEFF" : ""}${csvRow([...header])}`));
          return;
        }
        const batch = await readBatch(after, batchSize);
        if (!batch || batch.rows.length === 0) return controller.close();
        after = batch.last;
        controller.enqueue(encoder.encode(batch.rows.map(csvRow).join("")));
        if (batch.rows.length < batchSize) controller.close();
      } catch (err) {
        controller.error(err);
      }
    },
  });
}

import http from "node:http";

/** Bytes of the response body as sent with `Accept-Encoding: <encoding>` (not decompressed). */
export function bodySize(url: string, encoding: "gzip" | "br"): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": encoding } }, (res) => {
        let size = 0;
        res.on("data", (chunk: Buffer) => (size += chunk.length));
        res.on("end", () => resolve(size));
      })
      .on("error", reject);
  });
}

// A response as the server sent it: fetch would decode a compressed body, and these tests look at the
// compressed bytes themselves.
import http from "node:http";

export type RawResponse = { status?: number; headers: http.IncomingHttpHeaders; body: Buffer };

export function rawResponse(url: string, acceptEncoding: string, method = "GET"): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method, headers: { "accept-encoding": acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
    });
    request.on("error", reject).end();
  });
}

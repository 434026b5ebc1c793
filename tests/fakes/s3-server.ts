// A small fake of the S3 REST API on 127.0.0.1, enough for the shop's adapter: PutObject, GetObject
// and HeadObject with path-style addresses (/BUCKET/KEY). Every request must carry a valid
// AWS Signature Version 4 for the one key pair it knows, and a body whose SHA-256 matches the signed
// x-amz-content-sha256, as S3 checks them. The real @aws-sdk/client-s3 talks to it through S3_ENDPOINT.
// Test-only.
import { createHash, createHmac, timingSafeEqual } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";

export type FakeS3Object = { body: Buffer; contentType: string; cacheControl?: string };
export type FakeS3 = {
  endpoint: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  objects: Map<string, FakeS3Object>;
  /** method and key of every accepted request, for assertions */
  calls: { method: string; key: string }[];
  /** requests refused for a bad signature */
  refused: number;
  close(): Promise<void>;
};

const sha256 = (data: string | Buffer) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) => createHmac("sha256", key).update(data).digest();

// S3 encodes each path segment once, with RFC 3986's unreserved characters left alone.
const encodeSegment = (segment: string) =>
  encodeURIComponent(segment).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

function xmlError(res: http.ServerResponse, status: number, code: string, message: string) {
  res.writeHead(status, { "Content-Type": "application/xml" });
  res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`);
}

/** Checks the Authorization header as S3 does; returns a reason when it is not valid. */
function verifySignature(
  req: http.IncomingMessage,
  url: URL,
  body: Buffer,
  secret: string,
  accessKeyId: string,
  region: string,
): string | null {
  const auth = req.headers.authorization ?? "";
  const match = new RegExp(
    String.raw`^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?` +
      String.raw`SignedHeaders=([^,]+), ?Signature=([0-9a-f]{64})$`,
  ).exec(auth);
  if (!match) return "no AWS4-HMAC-SHA256 authorization";
  const [, keyId, date, signedRegion, signedHeaders, signature] = match;
  if (keyId !== accessKeyId) return "unknown access key";
  if (signedRegion !== region) return "wrong region";
  const amzDate = String(req.headers["x-amz-date"] ?? "");
  if (!amzDate.startsWith(date)) return "x-amz-date does not match the credential date";
  const payloadHash = String(req.headers["x-amz-content-sha256"] ?? "");
  if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256(body))
    return "the body does not match x-amz-content-sha256";
  const headerNames = signedHeaders.split(";");
  if (!headerNames.includes("host")) return "host is not signed";
  const canonicalHeaders = headerNames
    .map((name) => {
      const value = req.headers[name];
      return `${name}:${(Array.isArray(value) ? value.join(",") : (value ?? "")).trim().replace(/\s+/g, " ")}\n`;
    })
    .join("");
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [encodeSegment(k), encodeSegment(v)])
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const path = url.pathname
    .split("/")
    .map((s) => encodeSegment(decodeURIComponent(s)))
    .join("/");
  const canonicalRequest = [req.method, path, query, canonicalHeaders, signedHeaders, payloadHash].join("\n");
  const scope = `${date}/${signedRegion}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256(canonicalRequest)].join("\n");
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, date), signedRegion), "s3"), "aws4_request");
  const expected = createHmac("sha256", key).update(stringToSign).digest("hex");
  return timingSafeEqual(Buffer.from(expected), Buffer.from(signature)) ? null : "signature mismatch";
}

export async function startFakeS3({ bucket = "shop-media", region = "eu-west-2" } = {}): Promise<FakeS3> {
  const accessKeyId = "FAKEACCESSKEY";
  const secretAccessKey = "fake-secret-access-key";
  const objects = new Map<string, FakeS3Object>();
  const state = { refused: 0 };
  const calls: FakeS3["calls"] = [];

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (c: Buffer) => chunks.push(c));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      const url = new URL(req.url ?? "/", "http://fake-s3");
      const reason = verifySignature(req, url, body, secretAccessKey, accessKeyId, region);
      if (reason) {
        state.refused += 1;
        return xmlError(res, 403, "SignatureDoesNotMatch", reason);
      }
      const [, bucketName, ...rest] = url.pathname.split("/");
      const key = decodeURIComponent(rest.join("/"));
      if (bucketName !== bucket) return xmlError(res, 404, "NoSuchBucket", "The specified bucket does not exist");
      if (!key) return xmlError(res, 400, "InvalidRequest", "a key is required");
      calls.push({ method: req.method ?? "", key });
      const stored = objects.get(key);
      const etag = (o: FakeS3Object) => `"${createHash("md5").update(o.body).digest("hex")}"`;
      switch (req.method) {
        case "PUT": {
          const object = {
            body,
            contentType: String(req.headers["content-type"] ?? "binary/octet-stream"),
            cacheControl: req.headers["cache-control"],
          };
          objects.set(key, object);
          res.writeHead(200, { ETag: etag(object) });
          return res.end();
        }
        case "GET":
        case "HEAD": {
          if (!stored) {
            if (req.method === "HEAD") {
              res.writeHead(404);
              return res.end();
            }
            return xmlError(res, 404, "NoSuchKey", "The specified key does not exist.");
          }
          res.writeHead(200, {
            "Content-Type": stored.contentType,
            "Content-Length": stored.body.length,
            ETag: etag(stored),
            ...(stored.cacheControl ? { "Cache-Control": stored.cacheControl } : {}),
          });
          return res.end(req.method === "GET" ? stored.body : undefined);
        }
        default:
          return xmlError(res, 405, "MethodNotAllowed", "not supported by the fake");
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    bucket,
    accessKeyId,
    secretAccessKey,
    region,
    objects,
    calls,
    get refused() {
      return state.refused;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

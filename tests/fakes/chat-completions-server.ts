// A small fake of an OpenAI-compatible chat-completions endpoint on 127.0.0.1, for tests only. It
// speaks the protocol the assistant's client uses (POST /chat/completions with Bearer auth, model,
// messages, tools, tool_choice) and answers with whatever the test queued next: a reply with tool
// calls, plain text, or an API error.
import http from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll } from "vitest";

export const FAKE_AI_KEY = "fake-ai-key";

type Reply =
  | { kind: "message"; content: string | null; toolCalls?: { name: string; arguments: string }[] }
  | { kind: "error"; status: number; message: string }
  | { kind: "html"; status: number }
  /** never answers (a planner timeout) */
  | { kind: "hang" };

/** A scripted model: decides its reply from the request (e.g. one that obeys text it reads). */
export type Script = (body: { messages: { role: string; content: string }[] }) => Reply;

export type FakeChat = {
  baseUrl: string;
  /** every request body received, for assertions */
  requests: { authorization: string | undefined; body: Record<string, unknown> }[];
  reply(reply: Reply): void;
  /** answer every request by this script while nothing is queued; null stops it */
  script(script: Script | null): void;
  close(): Promise<void>;
};

export async function startFakeChat(): Promise<FakeChat> {
  const requests: FakeChat["requests"] = [];
  const queue: Reply[] = [];
  let scripted: Script | null = null;
  const hanging = new Set<http.ServerResponse>();
  const server = http.createServer((req, res) => {
    let raw = "";
    req.on("data", (chunk) => (raw += chunk));
    req.on("end", () => {
      const send = (status: number, body: unknown) => {
        res.writeHead(status, { "content-type": "application/json" });
        res.end(JSON.stringify(body));
      };
      if (req.method !== "POST" || req.url !== "/chat/completions")
        return send(404, { error: { message: "Not found" } });
      if (req.headers.authorization !== `Bearer ${FAKE_AI_KEY}`)
        return send(401, { error: { message: "Incorrect API key provided", type: "invalid_request_error" } });
      const body = JSON.parse(raw) as Record<string, unknown>;
      requests.push({ authorization: req.headers.authorization, body });
      const next =
        queue.shift() ??
        (scripted ? scripted(body as Parameters<Script>[0]) : { kind: "message", content: "Nothing queued." });
      if (next.kind === "hang") {
        hanging.add(res);
        return;
      }
      if (next.kind === "error") return send(next.status, { error: { message: next.message, type: "server_error" } });
      if (next.kind === "html") {
        res.writeHead(next.status, { "content-type": "text/html" });
        return res.end("<html>Bad gateway</html>");
      }
      send(200, {
        id: "chatcmpl-fake",
        object: "chat.completion",
        model: body.model,
        choices: [
          {
            index: 0,
            finish_reason: next.toolCalls?.length ? "tool_calls" : "stop",
            message: {
              role: "assistant",
              content: next.content,
              ...(next.toolCalls?.length
                ? {
                    tool_calls: next.toolCalls.map((c, i) => ({
                      id: `call_${i}`,
                      type: "function",
                      function: { name: c.name, arguments: c.arguments },
                    })),
                  }
                : {}),
            },
          },
        ],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    reply: (reply) => queue.push(reply),
    script: (script) => (scripted = script),
    close: () => {
      for (const res of hanging) res.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

/** The fake for one test file: started once, closed after the file's last test. */
export async function fakeChatForFile(): Promise<FakeChat> {
  const fake = await startFakeChat();
  afterAll(() => fake.close());
  return fake;
}

// Runs the production build as its own process (`node scripts/serve.mjs`, what `npm run serve` does)
// and keeps its JSON log lines (shop-process.ts is the quiet kind that waits for /healthz instead),
// for tests that kill it, stop it or take its database away and read what it logged.
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";

import { SERVE_ARGS } from "../../scripts/serve-command";

export type LoggedShop = {
  url: string;
  child: ChildProcess;
  /** the JSON log lines written so far */
  logs: Record<string, unknown>[];
  waitForLog(match: (line: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  kill(signal?: NodeJS.Signals): Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
};

/** LOG_LEVEL is always info: the "shop listening" line says which port it took. */
export async function startLoggedShop(
  env: Record<string, string>,
  { startTimeoutMs = 90_000 } = {},
): Promise<LoggedShop> {
  const child = spawn(process.execPath, SERVE_ARGS, {
    cwd: path.resolve("."),
    env: {
      PATH: process.env.PATH ?? "",
      NODE_ENV: "production",
      HOST: "127.0.0.1",
      PORT: "0",
      SEED_DEMO: "false",
      // several workers on PostgreSQL refuse to start without one
      SESSION_SECRET: "a secret the test shops share",
      ...env,
      LOG_LEVEL: "info",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const logs: Record<string, unknown>[] = [];
  const waiters = new Set<() => void>();
  let stderr = "";
  let pending = "";
  child.stdout!.on("data", (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) {
      try {
        logs.push(JSON.parse(line) as Record<string, unknown>);
      } catch {
        logs.push({ msg: line });
      }
    }
    for (const wake of waiters) wake();
  });
  child.stderr!.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
    for (const wake of waiters) wake();
  });
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => {
      resolve({ code, signal });
      for (const wake of waiters) wake();
    }),
  );
  let exitedYet = false;
  void exited.then(() => (exitedYet = true));

  const waitForLog = (match: (line: Record<string, unknown>) => boolean, timeoutMs = 60_000) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const check = () => {
        const found = logs.find(match);
        if (found) return done(() => resolve(found));
        if (exitedYet)
          return done(() =>
            reject(new Error(`the shop exited before the awaited log line; stderr: ${stderr.slice(-2000)}`)),
          );
      };
      const timer = setTimeout(
        () => done(() => reject(new Error(`no such log line within ${timeoutMs} ms; stderr: ${stderr.slice(-2000)}`))),
        timeoutMs,
      );
      const done = (finish: () => void) => {
        clearTimeout(timer);
        waiters.delete(check);
        finish();
      };
      waiters.add(check);
      check();
    });

  const listening = await waitForLog(
    (l) => typeof l.port === "number" && String(l.msg).startsWith("shop listening"),
    startTimeoutMs,
  );
  return {
    url: `http://127.0.0.1:${listening.port as number}`,
    child,
    logs,
    waitForLog,
    exited,
    kill: (signal = "SIGTERM") => {
      if (!exitedYet) child.kill(signal);
      return exited;
    },
  };
}

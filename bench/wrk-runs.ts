// The cached-page load runs driven by wrk (Debian's package) when it is installed. autocannon runs on one JavaScript
// thread, and on a host with slow loopback I/O it saturated before nginx did, so both servers measured the load
// tool rather than themselves; wrk, written in C, out-runs nginx here, so the ratio to nginx is the servers'.
import { execFile } from "node:child_process";
import fs from "node:fs";
import { promisify } from "node:util";

import { CONNECTIONS, cpuMsOf, DURATION_S, load, WARM_UP_S, type Load } from "./load-runs";

const run = promisify(execFile);
const WRK = ["/usr/bin/wrk", "/usr/local/bin/wrk"].find((p) => fs.existsSync(p));

/** Which tool drives the cached rows: BENCH_LOADER=autocannon|wrk, else wrk when it is installed. */
export const CACHED_LOADER = process.env.BENCH_LOADER ?? (WRK ? "wrk" : "autocannon");

/** A load run on a cached page with the chosen tool: the same figures either way. */
export function cachedLoad(url: string, headers: Record<string, string>, serverPid: number): Promise<Load> {
  return CACHED_LOADER === "wrk" ? wrkLoad(url, headers, serverPid) : load(url, headers, serverPid);
}

/** Milliseconds from wrk's latency figures ("812.5us", "2.31ms", "1.02s"). */
export function wrkMs(text: string): number {
  const match = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!match) throw new Error(`wrk printed a latency it could not read: ${text}`);
  const scale = { us: 0.001, ms: 1, s: 1000, m: 60_000 }[match[2] as "us" | "ms" | "s" | "m"];
  return Math.round(Number(match[1]) * scale * 100) / 100;
}

/** The figures of wrk's report (`--latency`): req/s, p50, p99, socket errors and non-2xx answers. */
export function readWrkReport(report: string): Omit<Load, "cpuMsPerRequest" | "cpuUsPerRequest"> & { answers: number } {
  const rps = /Requests\/sec:\s+([\d.]+)/.exec(report);
  const answers = /(\d+) requests in /.exec(report);
  const p50 = /^\s+50%\s+(\S+)/m.exec(report);
  const p99 = /^\s+99%\s+(\S+)/m.exec(report);
  if (!rps || !answers || !p50 || !p99) throw new Error(`wrk's report could not be read:\n${report}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(report);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(report);
  return {
    rps: Math.round(Number(rps[1])),
    answers: Number(answers[1]),
    p50: wrkMs(p50[1]),
    p99: wrkMs(p99[1]),
    errors: socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0,
    non2xx: non2xx ? Number(non2xx[1]) : 0,
  };
}

/**
 * One wrk thread and CONNECTIONS connections, as autocannon had: a warm-up run that is not counted, then the counted
 * run, with the server's CPU read around it.
 */
export async function wrkLoad(url: string, headers: Record<string, string>, serverPid: number): Promise<Load> {
  if (!WRK) throw new Error("wrk is not installed: apt-get install -y wrk");
  const args = (seconds: number) => [
    "-t1",
    `-c${CONNECTIONS}`,
    `-d${seconds}s`,
    "--latency",
    ...Object.entries(headers).flatMap(([name, value]) => ["-H", `${name}: ${value}`]),
    url,
  ];
  if (WARM_UP_S > 0) await run(WRK, args(WARM_UP_S));
  const cpuBefore = cpuMsOf(serverPid);
  const { stdout } = await run(WRK, args(DURATION_S));
  const cpuMs = cpuMsOf(serverPid) - cpuBefore;
  const { answers, ...figures } = readWrkReport(stdout);
  return {
    ...figures,
    cpuMsPerRequest: Math.round((cpuMs / Math.max(1, answers)) * 10) / 10,
    cpuUsPerRequest: Math.round((cpuMs * 1000) / Math.max(1, answers)),
  };
}

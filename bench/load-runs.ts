// The HTTP benchmark's autocannon runs: a counted load after a warm-up, a burst of new connections, and the
// server's and the machine's CPU while they run.
import fs from "node:fs";

import autocannon from "autocannon";

export const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/**
 * Every load run starts with this many seconds of the same load, not counted: a just-started Node.js
 * process answers its first few hundred requests before its JIT has compiled the hot paths, and those
 * made the p99 of a 10 s run a start-up figure rather than the shop's (ADR 107). What the warm-up saw is
 * returned beside the figures, so the bench can print the start-up p99 too.
 */
export const WARM_UP_S = Number(process.env.BENCH_WARM_UP ?? 3);
export const CONNECTIONS = 50;
/** What a browser asks for: the uncached rows are measured compressed, as shoppers get them. */
export const BROWSER_HEADERS = { "accept-encoding": "gzip, deflate, br" };

export type Load = {
  rps: number;
  p99: number;
  p50: number;
  errors: number;
  non2xx: number;
  /** the server's CPU time (all its threads and workers) per answered request, when its pid was given */
  cpuMsPerRequest?: number;
  /** the same in microseconds, for answers too cheap to show in tenths of a millisecond (cache hits) */
  cpuUsPerRequest?: number;
  /**
   * how busy the whole machine was during the run, 0 to 1: the shop shares the cores with the load generator and the
   * database
   */
  machineBusy?: number;
  /**
   * the uncounted warm-up at the start of the run: how long it lasted (WARM_UP_S, or until every connection had an
   * answer), its req/s and p99
   */
  warmUp?: { seconds: number; rps: number; p99: number };
};

/** An autocannon run that reports every answer (its connection and latency) as it comes, and can be stopped early. */
function runWithAnswers(
  options: autocannon.Options,
  onAnswer: (client: autocannon.Client, ms: number) => void,
): { result: Promise<autocannon.Result>; stop(): void } {
  let instance: autocannon.Instance | undefined;
  const result = new Promise<autocannon.Result>((resolve, reject) => {
    instance = autocannon(options, (err: unknown, done: autocannon.Result) => (err ? reject(err) : resolve(done)));
    instance.on("response", (client, _status, _bytes, ms) => onAnswer(client, ms));
  });
  return { result, stop: () => instance?.stop() };
}

/** The q-quantile of ascending values, as autocannon reports it: whole milliseconds. */
const quantile = (sorted: number[], q: number) =>
  Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0);

/** How much longer than WARM_UP_S the warm-up may last while connections still wait for their first answer. */
const MAX_EXTRA_WARM_UP_S = 30;

/**
 * 50 connections against one URL. The first WARM_UP_S seconds are not counted (ADR 107), and counting
 * waits until every connection has had its first answer: Node.js 20 accepts one connection per event-loop
 * turn, so on a busy shop the last of 50 new connections can wait seconds in the accept queue, which
 * `connectionBurst` measures on its own (ADR 115). Then DURATION_S seconds are counted on the same
 * connections. With `serverPid`, also the server's CPU per counted request.
 */
export async function load(url: string, headers: Record<string, string> = {}, serverPid?: number): Promise<Load> {
  const warmUpLatencies: number[] = [];
  const latencies: number[] = [];
  const answered = new Set<autocannon.Client>();
  const started = performance.now();
  let counting:
    { since: number; until: number; cpuBefore: number; machineBefore: ReturnType<typeof machineTicks> } | undefined;
  let counted: { seconds: number; cpuMs: number; machine: ReturnType<typeof machineTicks> } | undefined;
  const run = runWithAnswers(
    { url, connections: CONNECTIONS, duration: WARM_UP_S + MAX_EXTRA_WARM_UP_S + DURATION_S, headers },
    (client, ms) => {
      if (counting) {
        if (performance.now() <= counting.until) latencies.push(ms);
        return;
      }
      warmUpLatencies.push(ms);
      answered.add(client);
      if (answered.size === CONNECTIONS && performance.now() - started >= WARM_UP_S * 1000) startCounting();
    },
  );
  const finishCounting = () => {
    if (!counting) return;
    counted = {
      seconds: (performance.now() - counting.since) / 1000,
      cpuMs: serverPid ? cpuMsOf(serverPid) - counting.cpuBefore : 0,
      machine: machineTicks(),
    };
    run.stop();
  };
  let countingTimer: NodeJS.Timeout | undefined;
  function startCounting() {
    const since = performance.now();
    counting = {
      since,
      until: since + DURATION_S * 1000,
      cpuBefore: serverPid ? cpuMsOf(serverPid) : 0,
      machineBefore: machineTicks(),
    };
    countingTimer = setTimeout(finishCounting, DURATION_S * 1000);
  }
  const latest = setTimeout(() => counting || startCounting(), (WARM_UP_S + MAX_EXTRA_WARM_UP_S) * 1000);
  if (WARM_UP_S <= 0) startCounting();
  const result = await run.result.finally(() => {
    clearTimeout(latest);
    clearTimeout(countingTimer);
  });
  if (!counted) finishCounting(); // autocannon ended first (its own duration, or it bailed out)
  const { seconds, cpuMs, machine } = counted!;
  const machineBefore = counting!.machineBefore;
  latencies.sort((a, b) => a - b);
  warmUpLatencies.sort((a, b) => a - b);
  const warmUpSeconds = (counting!.since - started) / 1000;
  return {
    rps: Math.round(latencies.length / seconds),
    p99: quantile(latencies, 0.99),
    p50: quantile(latencies, 0.5),
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuMsPerRequest: serverPid ? Math.round((cpuMs / Math.max(1, latencies.length)) * 10) / 10 : undefined,
    cpuUsPerRequest: serverPid ? Math.round((cpuMs * 1000) / Math.max(1, latencies.length)) : undefined,
    machineBusy: (machine.busy - machineBefore.busy) / Math.max(1, machine.total - machineBefore.total),
    warmUp:
      WARM_UP_S > 0
        ? {
            seconds: Math.round(warmUpSeconds * 10) / 10,
            rps: Math.round(warmUpLatencies.length / warmUpSeconds),
            p99: quantile(warmUpLatencies, 0.99),
          }
        : undefined,
  };
}

/**
 * 50 connections opened at once while the server is still busy with a load run's last requests (call it
 * right after `load`): how long each connection waited for its first answer, median and slowest. Node.js
 * 20 (libuv 1.45+) accepts one connection per event-loop turn, so these wait in the kernel's accept queue
 * while the kept-alive connections are served (ADR 115).
 */
export async function connectionBurst(
  url: string,
  headers: Record<string, string> = {},
): Promise<{ medianMs: number; slowestMs: number; answered: number }> {
  const first = new Map<autocannon.Client, number>();
  const run = runWithAnswers({ url, connections: CONNECTIONS, duration: 10, headers }, (client, ms) => {
    if (!first.has(client)) first.set(client, ms);
    if (first.size === CONNECTIONS) run.stop();
  });
  await run.result;
  const firsts = [...first.values()].sort((a, b) => a - b);
  return { medianMs: quantile(firsts, 0.5), slowestMs: Math.round(firsts.at(-1) ?? 0), answered: firsts.length };
}

/** What a shared machine distorts least: the server's CPU per page, and how much of the machine the run had. */
export const cpuNote = (l: Load) =>
  `server CPU ${l.cpuMsPerRequest} ms per page, machine ${Math.round((l.machineBusy ?? 0) * 100)}% busy`;

/**
 * CPU time used so far by a process, all its threads and its live child processes (a cluster's
 * workers), in ms (Linux: utime + stime in 1/100 s ticks).
 */
export function cpuMsOf(pid: number): number {
  const fields = fs.readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  const own = (Number(fields[11]) + Number(fields[12])) * 10;
  const children = fs
    .readdirSync(`/proc/${pid}/task`)
    .flatMap((tid) => fs.readFileSync(`/proc/${pid}/task/${tid}/children`, "utf8").trim().split(/\s+/).filter(Boolean))
    .map(Number);
  return own + children.reduce((sum, child) => sum + cpuMsOf(child), 0);
}

/** The machine's CPU ticks since boot, all cores: busy (not idle or waiting on I/O) and in all. */
function machineTicks(): { busy: number; total: number } {
  const ticks = fs.readFileSync("/proc/stat", "utf8").split("\n")[0].trim().split(/\s+/).slice(1, 8).map(Number);
  const total = ticks.reduce((a, b) => a + b, 0);
  return { busy: total - ticks[3] - ticks[4], total };
}

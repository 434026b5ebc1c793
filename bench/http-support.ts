// Helpers of the HTTP benchmark (bench/http.ts): the production server as a child process, Debian's nginx serving saved bytes, and autocannon runs.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { freePort } from "../tests/support/free-port";
import { createPgDatabase, type PgDatabase } from "../tests/support/pg-admin";
import { SERVE_ARGS } from "../scripts/serve-command.mjs";

export const ROOT = path.resolve(import.meta.dirname, "..");
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

/** Builds the production bundle and says how long it took. */
export function build(): number {
  const started = Date.now();
  const result = spawnSync("npx", ["react-router", "build"], { cwd: ROOT, stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("build failed");
  return (Date.now() - started) / 1000;
}

/**
 * `peakRssMb`: the most resident memory sampled (every 100 ms) once the shop answered, so under the
 * benchmark's load; `startHighWaterMb`: the kernel's high-water mark since the process began, which
 * on a fresh embedded database includes creating it (initdb and the seed, once per shop).
 */
export type Shop = { origin: string; pid: number; peakRssMb(): number; startHighWaterMb(): number; stop(): Promise<void> };

/** `npm run serve` on a fresh data folder (or database), as its own process. */
export async function startShop(env: Record<string, string | undefined>): Promise<Shop> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: "production", PORT: String(port), HOST: "127.0.0.1", LOG_LEVEL: "warn", PUBLIC_URL: origin, ...env };
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  const child: ChildProcess = spawn(process.execPath, SERVE_ARGS, { cwd: ROOT, env: childEnv, stdio: ["ignore", "inherit", "inherit"] });
  const deadline = Date.now() + 180_000; // a fresh embedded database migrates and seeds first
  for (;;) {
    if (child.exitCode !== null) throw new Error("the shop exited during start");
    try {
      if ((await fetch(`${origin}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error("the shop did not start within 180 s");
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  let peak = residentMb(child.pid!);
  const sampler = setInterval(() => (peak = Math.max(peak, residentMb(child.pid!))), 100);
  return {
    origin,
    pid: child.pid!,
    peakRssMb: () => Math.max(peak, residentMb(child.pid!)),
    startHighWaterMb: () => peakRssMb(child.pid!),
    stop: () => {
      clearInterval(sampler);
      return stopChild(child);
    },
  };
}

/** The process's resident memory now (0 once it has exited). */
function residentMb(pid: number): number {
  try {
    return Math.round(Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0) / 1024);
  } catch {
    return 0;
  }
}

/** The kernel's high-water mark of the process's resident memory. */
export function peakRssMb(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
  const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
  return Math.round(kb / 1024);
}

async function stopChild(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
  await exited;
  clearTimeout(timer);
}

export type Nginx = { origin: string; stop(): Promise<void> };

/**
 * Debian's nginx (one worker, like the shop's one process) serving files from `root`; files under
 * gz/ are sent as gzip-encoded HTML. `apt-get install -y nginx` provides /usr/sbin/nginx.
 */
export async function startNginx(root: string): Promise<Nginx> {
  const binary = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((p) => fs.existsSync(p));
  if (!binary) throw new Error("nginx is not installed: apt-get install -y nginx");
  const port = await freePort();
  const prefix = path.join(root, "..", "nginx");
  fs.mkdirSync(path.join(prefix, "logs"), { recursive: true });
  const conf = path.join(prefix, "nginx.conf");
  fs.writeFileSync(
    conf,
    `${process.getuid?.() === 0 ? "user root;\n" : ""}worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 1024; }
http {
  access_log off;
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${prefix}/tmp-body;
  proxy_temp_path ${prefix}/tmp-proxy;
  fastcgi_temp_path ${prefix}/tmp-fastcgi;
  uwsgi_temp_path ${prefix}/tmp-uwsgi;
  scgi_temp_path ${prefix}/tmp-scgi;
  types { text/html html; }
  default_type text/html;
  server {
    listen 127.0.0.1:${port};
    root ${root};
    location /gz/ { add_header Content-Encoding gzip; }
  }
}
`,
  );
  const child = spawn(binary, ["-p", prefix, "-c", conf, "-g", "daemon off;"], { stdio: ["ignore", "inherit", "inherit"] });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 40; i++) {
    if (child.exitCode !== null) throw new Error("nginx exited during start");
    try {
      await fetch(`${origin}/`);
      break;
    } catch {
      await new Promise((r) => setTimeout(r, 250));
    }
  }
  return { origin, stop: () => stopChild(child) };
}

export type Load = {
  rps: number;
  p99: number;
  p50: number;
  errors: number;
  non2xx: number;
  /** the server's CPU time (all its threads and workers) per answered request, when its pid was given */
  cpuMsPerRequest?: number;
  /** how busy the whole machine was during the run, 0 to 1: the shop shares the cores with the load generator and the database */
  machineBusy?: number;
  /** the uncounted warm-up before the run (WARM_UP_S at the same load): its req/s and p99 */
  warmUp?: { rps: number; p99: number };
};

/**
 * 50 connections for DURATION_S seconds against one URL, after WARM_UP_S seconds of the same load that
 * are not counted; with `serverPid`, also the server's CPU per request.
 */
export async function load(url: string, headers: Record<string, string> = {}, serverPid?: number): Promise<Load> {
  const warmUp = WARM_UP_S > 0 ? await autocannon({ url, connections: CONNECTIONS, duration: WARM_UP_S, headers }) : undefined;
  const cpuBefore = serverPid ? cpuMsOf(serverPid) : 0;
  const machineBefore = machineTicks();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  const machine = machineTicks();
  const answered = Math.max(1, result.requests.total);
  return {
    rps: Math.round(result.requests.average),
    p99: result.latency.p99,
    p50: result.latency.p50,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    cpuMsPerRequest: serverPid ? Math.round(((cpuMsOf(serverPid) - cpuBefore) / answered) * 10) / 10 : undefined,
    machineBusy: (machine.busy - machineBefore.busy) / Math.max(1, machine.total - machineBefore.total),
    warmUp: warmUp && { rps: Math.round(warmUp.requests.average), p99: warmUp.latency.p99 },
  };
}

/** What a shared machine distorts least: the server's CPU per page, and how much of the machine the run had. */
export const cpuNote = (l: Load) => `server CPU ${l.cpuMsPerRequest} ms per page, machine ${Math.round((l.machineBusy ?? 0) * 100)}% busy`;

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

/** A fresh database for one bench run on serverUrl's server, or why not: the bench then reports the run as skipped. */
export async function benchDatabase(serverUrl: string, bench: string): Promise<PgDatabase | string> {
  try {
    return await createPgDatabase(serverUrl, `shop_bench_${bench}_${randomBytes(4).toString("hex")}`);
  } catch (err) {
    return `skipped: PostgreSQL not reachable at ${serverUrl} (${(err as Error).message})`;
  }
}

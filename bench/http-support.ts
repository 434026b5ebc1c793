// Helpers of the HTTP benchmark (bench/http.ts): the production server as a child process, Debian's nginx serving saved
// bytes, and a database per bench run. The autocannon runs are in bench/load-runs.ts.
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

import { buildProduction } from "../scripts/build-if-stale.mjs";
import { SERVE_ARGS, serveEnv } from "../scripts/serve-command";
import { freePort } from "../tests/support/free-port";
import { createPgDatabase, type PgDatabase } from "../tests/support/pg-admin";

export const ROOT = path.resolve(import.meta.dirname, "..");

/** Builds the production bundle and says how long it took. */
export function build(): number {
  const started = Date.now();
  const result = buildProduction({ stdio: ["ignore", "ignore", "inherit"] });
  if (result.status !== 0) throw new Error("build failed");
  return (Date.now() - started) / 1000;
}

/**
 * `peakRssMb`: the most resident memory sampled (every 100 ms) once the shop answered, so under the
 * benchmark's load; `startHighWaterMb`: the kernel's high-water mark since the process began, which
 * on a fresh embedded database includes creating it (initdb and the seed, once per shop).
 */
export type Shop = {
  origin: string;
  pid: number;
  peakRssMb(): number;
  startHighWaterMb(): number;
  stop(): Promise<void>;
};

/**
 * `npm run serve` on a fresh data folder (or database), as its own process; `root` is the project folder whose
 * build it serves (another checkout's, to compare two builds in one sitting).
 */
export async function startShop(env: Record<string, string | undefined>, root = ROOT): Promise<Shop> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=/tmp/prof" profiles the shop, as in bench/orders.ts.
  const nodeArgs = (process.env.BENCH_SERVER_NODE_ARGS ?? "").split(" ").filter(Boolean);
  const child: ChildProcess = spawn(process.execPath, [...nodeArgs, ...SERVE_ARGS], {
    cwd: root,
    env: serveEnv(port, { PUBLIC_URL: origin, ...env }),
    stdio: ["ignore", "inherit", "inherit"],
  });
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
export function residentMb(pid: number): number {
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

export type Nginx = { origin: string; pid: number; stop(): Promise<void> };

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
  const child = spawn(binary, ["-p", prefix, "-c", conf, "-g", "daemon off;"], {
    stdio: ["ignore", "inherit", "inherit"],
  });
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
  return { origin, pid: child.pid!, stop: () => stopChild(child) };
}

/** A fresh database for one bench run on serverUrl's server, or why not: the bench then reports the run as skipped. */
export async function benchDatabase(serverUrl: string, bench: string): Promise<PgDatabase | string> {
  try {
    return await createPgDatabase(
      serverUrl,
      `${process.env.BENCH_DB_PREFIX ?? "shop_bench"}_${bench}_${randomBytes(4).toString("hex")}`,
    );
  } catch (err) {
    return `skipped: PostgreSQL not reachable at ${serverUrl} (${(err as Error).message})`;
  }
}

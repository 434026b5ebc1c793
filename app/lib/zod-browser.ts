// zod builds fast object parsers with `new Function`, probing for it first. The shop's CSP has no
// 'unsafe-eval', so in the browser the probe is a reported CSP violation (Lighthouse's
// inspector-issues on /checkout); jitless skips the probe. It must be set before any schema is built:
// the root route imports this module first, and the root route is the first module a page runs. It
// is set on the global object zod reads its config from (`globalThis.__zod_globalConfig`, shared by
// every copy of zod) rather than through `z.config`, so that pages without forms do not load zod's
// core for it. The server keeps the fast parsers.
if (typeof document !== "undefined") {
  const scope = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
  scope.__zod_globalConfig = { ...scope.__zod_globalConfig, jitless: true };
}

export {};

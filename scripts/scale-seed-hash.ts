// The scale seed's stand-in for random(): the same row gets the same value on every run.

/** A number in [0, 1) from row number and a salt: deterministic, spread evenly. */
export const h = (expr: string, salt: string) =>
  `((('x' || substr(md5(${expr}::text || '${salt}'), 1, 8))::bit(32)::bigint) / 4294967296.0)`;

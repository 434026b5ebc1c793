// A cap on the connections one client holds open at once (docs/decisions/081): slow requests are cut off at
// their deadlines, but a client could still open thousands of them side by side. IPv6 counts by network, as
// the rate limits do. Behind a proxy every connection is the proxy's, so the cap is for a shop facing clients.
import type { Server } from "node:http";

import { clientKey } from "~/lib/client-address";

/** Far above a browser's six connections per host, or an office's browsers behind one address. */
export const MAX_CONNECTIONS_PER_ADDRESS = 128;

/** Closes, at once, a connection past `max` open from the same client. */
export function capConnectionsPerAddress(server: Server, max: number, ipv6PrefixBits = 64) {
  const open = new Map<string, number>();
  server.on("connection", (socket) => {
    const key = clientKey(socket.remoteAddress, ipv6PrefixBits);
    const count = (open.get(key) ?? 0) + 1;
    if (count > max) {
      socket.destroy();
      return;
    }
    open.set(key, count);
    socket.once("close", () => {
      const left = (open.get(key) ?? 1) - 1;
      if (left > 0) open.set(key, left);
      else open.delete(key);
    });
  });
}

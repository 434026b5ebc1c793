// The cap on connections one client holds open at once, on a real server and real sockets.
import { createServer } from "node:http";
import net, { type AddressInfo } from "node:net";

import { afterEach, describe, expect, it } from "vitest";

import { capConnectionsPerAddress } from "./connection-cap";

const sockets: net.Socket[] = [];
const server = createServer((_req, res) => res.end("ok"));
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.destroy();
});

/** Opens a connection and says whether the server keeps it (true) or closes it at once (false). */
function connect(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    sockets.push(socket);
    socket.on("error", () => {});
    socket.once("close", () => resolve(false));
    // a kept connection answers a request on it
    socket.once("connect", () => socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n"));
    socket.once("data", () => resolve(true));
  });
}

describe("capConnectionsPerAddress", () => {
  it("closes a connection past the cap from one address, and takes one again once another closes", async () => {
    capConnectionsPerAddress(server, 3);
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    const { port } = server.address() as AddressInfo;
    try {
      expect([await connect(port), await connect(port), await connect(port)]).toEqual([true, true, true]);
      expect(await connect(port)).toBe(false);
      const closed = new Promise((resolve) => sockets[0].once("close", resolve));
      sockets[0].destroy();
      await closed;
      // the server sees the close a moment later than the client: wait until it has
      let kept = false;
      for (let tries = 0; tries < 50 && !kept; tries++) kept = await connect(port);
      expect(kept).toBe(true);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

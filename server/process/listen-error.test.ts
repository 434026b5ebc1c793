import net from "node:net";

import { describe, expect, it } from "vitest";

import { listenError } from "./listen-error";

describe("a port the shop cannot listen on", () => {
  it("is one sentence naming the port and what to do, not a stack", async () => {
    const holder = net.createServer();
    await new Promise<void>((resolve) => holder.listen(0, "127.0.0.1", resolve));
    const { port } = holder.address() as net.AddressInfo;
    try {
      const second = net.createServer();
      const err = await new Promise<NodeJS.ErrnoException>((resolve) => {
        second.once("error", resolve);
        second.listen(port, "127.0.0.1");
      });
      expect(listenError(err, port, "127.0.0.1").message).toBe(
        `Port ${port} on 127.0.0.1 is already in use (is the shop already running?): stop what holds it, or set PORT.`,
      );
    } finally {
      holder.close();
    }
  });
});

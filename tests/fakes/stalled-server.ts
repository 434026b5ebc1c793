// An outside service that has hung: it accepts TCP connections on 127.0.0.1 and reads whatever is
// sent, but never answers a byte — an HTTP API that never responds, an SMTP server that never greets.
// Test-only.
import net from "node:net";

export type StalledServer = {
  url(protocol: string, pathname?: string): string;
  connections: number;
  close(): Promise<void>;
};

export async function startStalledServer(): Promise<StalledServer> {
  const sockets = new Set<net.Socket>();
  let connections = 0;
  const server = net.createServer((socket) => {
    connections++;
    sockets.add(socket);
    socket.on("data", () => {}); // read and ignore
    socket.on("error", () => {});
    socket.on("close", () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: (protocol, pathname = "") => `${protocol}://127.0.0.1:${port}${pathname}`,
    get connections() {
      return connections;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

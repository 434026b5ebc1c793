// HTTP/1.1 spoken by hand over a socket, for what fetch cannot send: headers that announce a body which
// never comes, bodies that trickle in a byte at a time, malformed Host headers.
import net from "node:net";

export type RawAnswer = {
  /** the status line's code, or null when the server closed without answering */
  status: number | null;
  headers: Record<string, string>;
  body: string;
  /** how many of the body bytes offered were written before the server answered or closed */
  bytesSent: number;
  /** true when the server closed the connection (false: the test gave up waiting) */
  closed: boolean;
};

type Options = {
  /** the body, sent after the head in `chunk`-byte pieces every `everyMs` */
  body?: Buffer | string;
  chunk?: number;
  everyMs?: number;
  /** give up after this long and report what came (closed: false) */
  waitMs?: number;
};

/**
 * Sends `head` (request line and headers, without the blank line when `head` ends mid-headers), then the
 * body as asked, and reads until the server closes the connection or `waitMs` passes.
 */
export function rawRequest(port: number, head: string, options: Options = {}): Promise<RawAnswer> {
  const { body, chunk = 64 * 1024, everyMs = 0, waitMs = 30_000 } = options;
  const bytes = body === undefined ? Buffer.alloc(0) : Buffer.from(body);
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    const received: Buffer[] = [];
    let sent = 0;
    let answered = false;
    let timer: NodeJS.Timeout | undefined;
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      clearTimeout(giveUp);
      socket.destroy();
      resolve({ ...parse(Buffer.concat(received).toString("latin1")), bytesSent: sent, closed });
    };
    const giveUp = setTimeout(() => finish(false), waitMs);
    const sendNext = () => {
      if (answered || socket.destroyed || sent >= bytes.length) return;
      const piece = bytes.subarray(sent, sent + chunk);
      sent += piece.length;
      socket.write(piece);
      timer = setTimeout(sendNext, everyMs);
    };
    socket.on("connect", () => {
      socket.write(head);
      sendNext();
    });
    socket.on("data", (data) => {
      answered = true;
      received.push(data);
    });
    socket.on("error", () => {}); // a reset after the answer is how a refusal may end
    socket.on("close", () => finish(true));
  });
}

function parse(text: string): Pick<RawAnswer, "status" | "headers" | "body"> {
  const end = text.indexOf("\r\n\r\n");
  if (!text.startsWith("HTTP/")) return { status: null, headers: {}, body: text };
  const [statusLine, ...lines] = text.slice(0, end === -1 ? text.length : end).split("\r\n");
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(":");
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { status: Number(statusLine.split(" ")[1]), headers, body: end === -1 ? "" : text.slice(end + 4) };
}

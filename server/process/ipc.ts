// Request/reply over a cluster IPC channel (worker <-> primary). Both ends of node:cluster's channel
// look the same (`send` and a "message" event), so one small class serves the primary and the worker.
import { randomUUID } from "node:crypto";

type Endpoint = {
  send(message: unknown): unknown;
  on(event: "message", listener: (message: unknown) => void): unknown;
  off(event: "message", listener: (message: unknown) => void): unknown;
};
type Handler = (args: unknown) => unknown;
type Envelope =
  | { ch: "retro-shop"; kind: "request"; id: string; op: string; args: unknown }
  | { ch: "retro-shop"; kind: "reply"; id: string; ok: boolean; result?: unknown; error?: string };

export class IpcTimeoutError extends Error {}

export class Rpc {
  private readonly pending = new Map<
    string,
    { resolve: (v: unknown) => void; reject: (e: Error) => void; timer: NodeJS.Timeout }
  >();
  private readonly listener = (message: unknown) => void this.receive(message);

  constructor(
    private readonly endpoint: Endpoint,
    private readonly handlers: Record<string, Handler> = {},
  ) {
    endpoint.on("message", this.listener);
  }

  /** Sends op to the other end and resolves with its handler's result; rejects after timeoutMs. */
  request<T>(op: string, args: unknown, timeoutMs = 2000): Promise<T> {
    const id = randomUUID();
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new IpcTimeoutError(`no answer to ${op} within ${timeoutMs} ms`));
      }, timeoutMs);
      timer.unref();
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject, timer });
      this.post({ ch: "retro-shop", kind: "request", id, op, args });
    });
  }

  close() {
    this.endpoint.off("message", this.listener);
    for (const { reject, timer } of this.pending.values()) {
      clearTimeout(timer);
      reject(new Error("IPC channel closed"));
    }
    this.pending.clear();
  }

  private post(envelope: Envelope) {
    try {
      this.endpoint.send(envelope);
    } catch {
      // the other end is gone (a worker exiting): its pending requests time out
    }
  }

  private async receive(message: unknown) {
    const envelope = message as Envelope;
    if (!envelope || envelope.ch !== "retro-shop") return;
    if (envelope.kind === "reply") {
      const waiting = this.pending.get(envelope.id);
      if (!waiting) return;
      this.pending.delete(envelope.id);
      clearTimeout(waiting.timer);
      if (envelope.ok) waiting.resolve(envelope.result);
      else waiting.reject(new Error(envelope.error));
      return;
    }
    const handler = this.handlers[envelope.op];
    try {
      if (!handler) throw new Error(`no handler for ${envelope.op}`);
      const result = await handler(envelope.args);
      this.post({ ch: "retro-shop", kind: "reply", id: envelope.id, ok: true, result });
    } catch (err) {
      this.post({ ch: "retro-shop", kind: "reply", id: envelope.id, ok: false, error: (err as Error).message });
    }
  }
}

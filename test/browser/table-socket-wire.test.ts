import { randomBytes } from "node:crypto";
import { request } from "node:http";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { botTable } from "./bot-table.ts";
import { type LocalWorker, management, startWorker } from "./harness.ts";

/**
 * The table socket's handshake and first frame on the wire, as a browser meets them, from the Worker
 * that `wrangler dev` runs (no Chromium needed): the client offers permessage-deflate, as every browser
 * and Node's WebSocket do, and the table declines it (docs/tables.md, "The socket"), so the 101 names no
 * extension and frames arrive uncompressed (RSV1 clear) as plain JSON text.
 */

interface Upgraded {
  headers: Record<string, string | string[] | undefined>;
  /** The first WebSocket frame from the server: its first byte and its payload. */
  firstFrame: { head: number; payload: Buffer };
}

function upgrade(url: string, offer: string): Promise<Upgraded> {
  return new Promise((resolve, reject) => {
    const req = request(url, {
      headers: {
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": randomBytes(16).toString("base64"),
        "sec-websocket-extensions": offer,
      },
    });
    req.on("response", (res) => reject(new Error(`expected 101, got ${res.statusCode}`)));
    req.on("error", reject);
    req.on("upgrade", (res, socket: Socket, head: Buffer) => {
      let bytes = head;
      const tryFrame = () => {
        if (bytes.length < 2) return;
        // A server frame is unmasked; the hello is shorter than 64 KiB, so its length is 7 or 16 bits.
        const short = bytes[1]! & 0x7f;
        const [length, start] = short === 126 ? [bytes.readUInt16BE(2), 4] : [short, 2];
        if (bytes.length < start + length) return;
        socket.destroy();
        resolve({ headers: res.headers, firstFrame: { head: bytes[0]!, payload: bytes.subarray(start, start + length) } });
      };
      socket.on("data", (chunk: Buffer) => {
        bytes = Buffer.concat([bytes, chunk]);
        tryFrame();
      });
      tryFrame();
    });
    req.end();
  });
}

describe("the table socket on the wire", () => {
  let worker: LocalWorker;
  let connectUrl: (seatNumber: number) => Promise<string>;
  beforeAll(async () => {
    worker = await startWorker();
    const table = await botTable(worker, "http://localhost:1", { mode: "live", delaySeconds: 0 });
    connectUrl = async (seatNumber) => {
      const { ticket } = await management(worker, table.key, "POST", `/tables/${table.tableId}/seats`, {
        playerRef: `wire-${seatNumber}`,
        displayName: "Wire",
        participant: "human",
        stack: 100,
        seatNumber,
      });
      return new URL(ticket.connectUrl as string, worker.origin).href;
    };
  }, 60_000);
  afterAll(async () => {
    await worker?.stop();
  });

  it("declines permessage-deflate: no extension in the 101, the first frame uncompressed JSON", async () => {
    const { headers, firstFrame } = await upgrade(await connectUrl(3), "permessage-deflate; client_max_window_bits");
    expect(headers["sec-websocket-extensions"]).toBeUndefined();
    expect(firstFrame.head & 0x40, "RSV1 (compressed) must be clear").toBe(0);
    expect(firstFrame.head & 0x0f, "a text frame").toBe(1);
    expect(JSON.parse(firstFrame.payload.toString("utf8"))).toMatchObject({ type: "hello", role: "seat", seatNumber: 3 });
  });

  it("also answers a client that offers no extension", async () => {
    const { headers, firstFrame } = await upgrade(await connectUrl(6), "");
    expect(headers["sec-websocket-extensions"]).toBeUndefined();
    expect(JSON.parse(firstFrame.payload.toString("utf8"))).toMatchObject({ type: "hello", seatNumber: 6 });
  });
});

// Issue 16: a trickling body held a connection for 301 s, and connections were not capped.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { startServer, waitForExit } from './spawn-server.js';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-conn-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Resolves when the server closes the socket; `within` ms later it resolves false instead. */
const closedBy = (socket: net.Socket, within: number) =>
  new Promise<boolean>((resolve) => {
    const timer = setTimeout(() => resolve(false), within);
    socket.once('close', () => {
      clearTimeout(timer);
      resolve(true);
    });
  });

describe('connection limits', () => {
  it('closes a trickled request after REQUEST_TIMEOUT_MS and caps open connections', async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      FPL_DATA_DIR: dataDir,
      REQUEST_TIMEOUT_MS: '1500',
      MAX_CONNECTIONS: '4',
    });
    const { port } = new URL(server.url);
    const open = () =>
      new Promise<net.Socket>((resolve) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => resolve(socket));
        socket.on('error', () => undefined);
      });
    try {
      const slow = await open();
      slow.write(
        'POST /auth/v1/signup HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n',
      );
      const trickle = setInterval(() => slow.writable && slow.write(' '), 200);
      // Far less than the 300 s Node allows by default, whatever the machine's load.
      const closed = await closedBy(slow, 20_000);
      clearInterval(trickle);
      expect(closed).toBe(true);

      const sockets = await Promise.all(Array.from({ length: 10 }, open));
      const dropped = await Promise.all(sockets.map((socket) => closedBy(socket, 1000)));
      expect(dropped.filter(Boolean).length).toBeGreaterThanOrEqual(6);
      for (const socket of sockets) socket.destroy();
    } finally {
      server.child.kill('SIGTERM');
      await waitForExit(server.child);
    }
  }, 60_000);
});

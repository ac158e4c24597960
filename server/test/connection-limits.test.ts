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

  it('caps connections per address: idle sockets from one address leave room for everyone else (issue 31)', async () => {
    const server = await startServer({
      DATA_DIR: dataDir,
      FPL_DATA_DIR: dataDir,
      MAX_CONNECTIONS: '20',
      MAX_CONNECTIONS_PER_IP: '5',
    });
    const { port } = new URL(server.url);
    const open = (localAddress: string) =>
      new Promise<net.Socket>((resolve) => {
        const socket = net.connect({ port: Number(port), host: '127.0.0.1', localAddress }, () =>
          resolve(socket),
        );
        socket.on('error', () => undefined);
      });
    /** A whole HTTP exchange from `localAddress`: the status, or 0 when the socket was closed first. */
    const health = (localAddress: string) =>
      new Promise<number>((resolve) => {
        const socket = net.connect({ port: Number(port), host: '127.0.0.1', localAddress }, () =>
          socket.write('GET /health HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'),
        );
        let answer = '';
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('error', () => undefined);
        socket.on('close', () => resolve(Number(/^HTTP\/1\.1 (\d+)/.exec(answer)?.[1] ?? 0)));
      });
    try {
      // One address opens 30 idle sockets (more than the server's 20): 5 are kept (4 when the start-up probe's
      // keep-alive socket is still open), the rest closed at once.
      const idle = await Promise.all(Array.from({ length: 30 }, () => open('127.0.0.1')));
      const dropped = (await Promise.all(idle.map((socket) => closedBy(socket, 1000)))).filter(Boolean);
      expect(dropped.length).toBeGreaterThanOrEqual(25);
      expect(dropped.length).toBeLessThanOrEqual(26);
      // Fresh clients from other addresses are answered.
      const others = await Promise.all(['127.0.0.2', '127.0.0.3', '127.0.0.4'].map(health));
      expect(others).toEqual([200, 200, 200]);
      // The first address gets its room back as its sockets close.
      for (const socket of idle) socket.destroy();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(await health('127.0.0.1')).toBe(200);
    } finally {
      server.child.kill('SIGTERM');
      await waitForExit(server.child);
    }
  }, 60_000);
});

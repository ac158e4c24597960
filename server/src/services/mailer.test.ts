import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testConfig } from '../config.js';
import { createLogger, silentLogger } from '../logger.js';
import { scalar, testDatabase } from '../testing/harness.js';
import { defaultMailer } from './mailer.js';

// A fake SMTP server: just enough of the protocol for nodemailer to hand over one message.
let server: net.Server;
let port = 0;
const received: string[] = [];

beforeAll(async () => {
  server = net.createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    socket.on('data', (chunk) => {
      for (const line of chunk.toString().split('\r\n')) {
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(data);
            socket.write('250 queued\r\n');
          } else data += `${line}\n`;
        } else if (/^(EHLO|HELO)/i.test(line)) socket.write('250 fake\r\n');
        else if (/^(MAIL|RCPT)/i.test(line)) socket.write('250 ok\r\n');
        else if (/^DATA/i.test(line)) {
          inData = true;
          data = '';
          socket.write('354 go on\r\n');
        } else if (/^QUIT/i.test(line)) socket.end('221 bye\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('mailer', () => {
  it('sends through SMTP when SMTP_HOST is set', async () => {
    const db = testDatabase();
    const config = testConfig({
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(port),
      MAIL_FROM: 'FPL <no-reply@fpl.test>',
    });
    await defaultMailer(config, db, silentLogger).send({
      to: 'x@example.com',
      subject: 'Hello',
      text: 'Body text',
    });
    expect(received.at(-1)).toMatch(/Subject: Hello/);
    expect(received.at(-1)).toMatch(/Body text/);
    expect(await scalar(db, 'SELECT count(*) FROM outbox')).toBe(0);
  });

  it('writes to the outbox without SMTP settings', async () => {
    const db = testDatabase();
    await defaultMailer(testConfig(), db, silentLogger).send({
      to: 'y@example.com',
      subject: 'Hi',
      text: 'T',
    });
    expect(await db.get('SELECT to_address, subject FROM outbox')).toEqual({
      to_address: 'y@example.com',
      subject: 'Hi',
    });
  });
});

describe('outbox mail in the log', () => {
  it('carries the body (a recovery link) only in development', async () => {
    for (const [NODE_ENV, logged] of [
      ['production', false],
      ['test', false],
      ['development', true],
    ] as const) {
      const lines: string[] = [];
      const logger = createLogger('info', (line) => lines.push(line));
      await defaultMailer(testConfig({ NODE_ENV }), testDatabase(), logger).send({
        to: 'z@example.com',
        subject: 'Reset',
        text: 'http://app.test/reset-password?token_hash=SECRET',
      });
      expect(lines.join('\n').includes('SECRET')).toBe(logged);
      expect(lines.join('\n')).toContain('z@example.com');
    }
  });
});

import path from 'node:path';
import Database from 'better-sqlite3';
import { e2eEnv } from './env.js';

interface OutboxRow {
  to_address: string;
  subject: string;
  text: string;
}

/**
 * The newest mail to `email` from the server's outbox table (without SMTP settings the server writes mail
 * there; see server/src/services/mailer.ts). Polls briefly: the request that sends it may still be running.
 */
export async function latestMailTo(email: string, timeoutMs = 5000): Promise<OutboxRow> {
  const file = path.join(e2eEnv().dataDir, 'fpl-assistant.db');
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const db = new Database(file, { readonly: true, fileMustExist: true });
    try {
      const row = db
        .prepare('SELECT to_address, subject, text FROM outbox WHERE to_address = ? ORDER BY id DESC LIMIT 1')
        .get(email.toLowerCase()) as OutboxRow | undefined;
      if (row) return row;
    } finally {
      db.close();
    }
    if (Date.now() > deadline) throw new Error(`no mail to ${email} in the outbox`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The first http(s) link in a mail's text, e.g. the password-reset link. */
export function linkIn(text: string): string {
  const match = /https?:\/\/\S+/.exec(text);
  if (!match) throw new Error(`no link in mail: ${text}`);
  return match[0];
}

/** The reset-password link mailed to `email`, made relative so it opens on the test server's origin. */
export async function resetLinkFor(email: string): Promise<string> {
  const url = new URL(linkIn((await latestMailTo(email)).text));
  return `${url.pathname}${url.search}`;
}

import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * What `put` stores: the bytes, or a stream of them. A stream is written as it arrives, never gathered whole;
 * if it fails (a cap reached mid-file, the client gone), `put` rejects and nothing stays under the key.
 */
export type StorageBody = Uint8Array | Readable;

/** Object storage for screenshots. Keys look like `screenshots/{userId}/{timestamp}.png`. */
export interface Storage {
  put(key: string, body: StorageBody, contentType: string): Promise<void>;
  /** null when nothing is stored under the key. */
  get(key: string): Promise<Uint8Array | null>;
  delete(key: string): Promise<void>;
}

const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_.-]+)*$/;

/** Throws for a key that could leave its folder or bucket prefix. */
export function assertSafeKey(key: string): void {
  // Keys are built by the server, never taken from a request; this is a second line of defence.
  if (!SAFE_KEY.test(key) || key.split('/').some((part) => part === '..' || part === '.')) {
    throw new Error(`unsafe storage key: ${key}`);
  }
}

export interface S3Location {
  bucket: string;
  /** Prepended to every key; empty or ending in '/'. */
  prefix: string;
}

/** `s3://bucket` or `s3://bucket/some/prefix`; null for anything else. */
export function parseS3Url(url: string): S3Location | null {
  const match = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(?:\/(.*))?$/.exec(url);
  if (!match?.[1]) return null;
  const prefix = (match[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix !== '' && prefix.split('/').some((part) => part === '' || part === '.' || part === '..')) {
    return null;
  }
  return { bucket: match[1], prefix: prefix === '' ? '' : `${prefix}/` };
}

/** A body as a stream (a Uint8Array as one chunk: `Readable.from(bytes)` would yield it byte by byte). */
function asStream(body: StorageBody): Readable {
  return body instanceof Uint8Array ? Readable.from([body]) : body;
}

/** Local disk under `root` (default DATA_DIR/storage). */
export function diskStorage(root: string): Storage {
  const resolve = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, body) {
      const file = resolve(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a crash never leaves a half-written screenshot under the final name; a stream
      // that fails midway leaves nothing at all.
      const tmp = `${file}.${process.pid}.tmp`;
      try {
        await pipeline(asStream(body), createWriteStream(tmp));
        await fs.rename(tmp, file);
      } catch (err) {
        await fs.rm(tmp, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(resolve(key)));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(resolve(key), { force: true });
    },
  };
}

/** Whether a process with this id is running. */
function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Deletes the half-written files (`<name>.<pid>.tmp`) left under `root` by processes that died mid-upload;
 * a running writer's own files are left alone. Returns how many were deleted.
 */
export async function sweepTemporaryFiles(root: string): Promise<number> {
  let entries: string[];
  try {
    entries = await fs.readdir(root, { recursive: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return 0;
    throw err;
  }
  let deleted = 0;
  for (const entry of entries) {
    const pid = /\.(\d+)\.tmp$/.exec(entry)?.[1];
    if (pid === undefined || alive(Number(pid))) continue;
    await fs.rm(path.join(root, entry), { force: true });
    deleted++;
  }
  return deleted;
}

/** In-memory storage for tests and ':memory:' databases. */
export function memoryStorage(): Storage {
  const objects = new Map<string, Uint8Array>();
  return {
    async put(key, body) {
      assertSafeKey(key);
      if (body instanceof Uint8Array) {
        objects.set(key, body);
        return;
      }
      const chunks: Uint8Array[] = [];
      for await (const chunk of body) chunks.push(chunk as Uint8Array);
      objects.set(key, new Uint8Array(Buffer.concat(chunks)));
    },
    async get(key) {
      return objects.get(key) ?? null;
    },
    async delete(key) {
      objects.delete(key);
    },
  };
}

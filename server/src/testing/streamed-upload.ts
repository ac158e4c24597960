// A multipart upload body made as it is read, as a slow client sends it: the file's first bytes, then zeros up
// to `fileBytes`, in `chunkBytes` chunks. `pulled()` says how much of it the server has read so far.
import { Readable } from 'node:stream';
import type { Storage } from '../services/storage.js';

export const BOUNDARY = 'fpl-test-boundary-7d1c';

export interface StreamedUpload {
  body: ReadableStream<Uint8Array>;
  contentType: string;
  /** Bytes of the body read so far. */
  pulled(): number;
  /** The body's whole length. */
  length: number;
}

export function streamedUpload(
  head: Uint8Array,
  fileBytes: number,
  {
    chunkBytes = 64 * 1024,
    onPull,
    failAfter,
  }: {
    chunkBytes?: number;
    onPull?: (pulled: number) => void;
    /** The client goes away once this much of the body was sent. */
    failAfter?: number;
  } = {},
): StreamedUpload {
  const encoder = new TextEncoder();
  const opening = encoder.encode(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="team.png"\r\nContent-Type: image/png\r\n\r\n`,
  );
  const closing = encoder.encode(`\r\n--${BOUNDARY}--\r\n`);
  let pulled = 0;
  let fileSent = 0;
  let stage: 'opening' | 'file' | 'closing' | 'done' = 'opening';
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (failAfter !== undefined && pulled >= failAfter) {
        controller.error(new Error('client went away'));
        return;
      }
      let chunk: Uint8Array;
      if (stage === 'opening') {
        chunk = opening;
        stage = 'file';
      } else if (stage === 'file') {
        const size = Math.min(chunkBytes, fileBytes - fileSent);
        chunk = new Uint8Array(size);
        if (fileSent < head.byteLength) chunk.set(head.subarray(fileSent, fileSent + size));
        fileSent += size;
        if (fileSent >= fileBytes) stage = 'closing';
      } else if (stage === 'closing') {
        chunk = closing;
        stage = 'done';
      } else {
        controller.close();
        return;
      }
      pulled += chunk.byteLength;
      onPull?.(pulled);
      controller.enqueue(chunk);
    },
  });
  return {
    body,
    contentType: `multipart/form-data; boundary=${BOUNDARY}`,
    pulled: () => pulled,
    length: opening.byteLength + fileBytes + closing.byteLength,
  };
}

/**
 * Storage that takes a moment over every chunk, as a disk or a bucket does, and counts what it has taken:
 * `consumed()` beside the body's `pulled()` is what the server holds in between.
 */
export function slowStorage(): Storage & { consumed(): number; keys(): string[] } {
  const objects = new Map<string, number>();
  let consumed = 0;
  return {
    async put(key, body) {
      if (body instanceof Uint8Array) {
        consumed += body.byteLength;
        objects.set(key, body.byteLength);
        return;
      }
      let size = 0;
      for await (const chunk of body) {
        await new Promise((resolve) => setTimeout(resolve, 1));
        size += (chunk as Uint8Array).byteLength;
        consumed += (chunk as Uint8Array).byteLength;
      }
      objects.set(key, size);
    },
    async get() {
      return null;
    },
    async delete(key) {
      objects.delete(key);
    },
    consumed: () => consumed,
    keys: () => [...objects.keys()],
  };
}

/** `total` bytes in 64 KB chunks (byte i is i mod 251), failing with `failure` after `failAfter` bytes if given. */
export function byteStream(total: number, failAfter?: number, failure = new Error('client went away')) {
  const pattern = byteStreamBytes(total);
  return Readable.from(
    (async function* () {
      for (let sent = 0; sent < total; ) {
        if (failAfter !== undefined && sent >= failAfter) throw failure;
        const size = Math.min(64 * 1024, total - sent);
        yield Buffer.from(pattern.subarray(sent, sent + size));
        sent += size;
      }
    })(),
  );
}

/** What byteStream(total) yields, whole, to compare a stored copy with. */
export function byteStreamBytes(total: number): Buffer {
  const bytes = Buffer.alloc(total);
  for (let i = 0; i < total; i++) bytes[i] = i % 251;
  return bytes;
}

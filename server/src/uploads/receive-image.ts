// Reads a screenshot upload (multipart field `file`) as it streams in and passes it on to storage chunk by chunk:
// no request holds its whole file in memory. The type and size come from the first bytes; the caps are counted
// while the body arrives, and past one the body is no longer read and the stored part is given up.
import { Readable, Transform, type TransformCallback } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { Busboy, type BusboyFileStream } from '@fastify/busboy';
import { MESSAGES } from '@fpl-assistant/engine/app';
import { ApiError } from '../errors.js';
import { checkDimensions, type ImageHeader, readImageHeader } from './image-header.js';

export interface ReceiveLimits {
  /** The file's bytes at most (the spec's 10 MB). */
  maxFileBytes: number;
  /** The whole multipart body at most (the file and its framing). */
  maxBodyBytes: number;
}

export interface ReceivedImage {
  header: ImageHeader;
  /** The file's bytes, as stored. */
  size: number;
}

/** Where the file goes once its header is known; rejects (having kept nothing) if `file` fails midway. */
export type StoreImage = (header: ImageHeader, file: Readable) => Promise<void>;

/** A JPEG's frame header may follow its EXIF and other segments; an image whose first 256 KB name none is none. */
export const IMAGE_HEAD_BYTES = 256 * 1024;

const tooLarge = () => new ApiError(413, 'file_too_large', MESSAGES.fileTooLarge);
const notAnImage = () => new ApiError(400, 'invalid_file_type', MESSAGES.invalidFileType);
const malformed = () => new ApiError(400, 'bad_request', 'Malformed multipart body');
const interrupted = () =>
  new ApiError(
    400,
    'upload_interrupted',
    'The upload was interrupted before the file arrived: please try again.',
  );

/** Counts the body's bytes and fails past `max`, so a body without Content-Length is cut off as it streams. */
class BodyCap extends Transform {
  private bytes = 0;
  constructor(private readonly max: number) {
    super();
  }
  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.bytes > this.max) callback(tooLarge());
    else callback(null, chunk);
  }
}

/** Holds the file's first bytes until they name an image type, then passes everything through, counting it. */
class ImageHead extends Transform {
  bytes = 0;
  header: ImageHeader | null = null;
  readonly known: Promise<ImageHeader>;
  private head: Buffer[] = [];
  private headLength = 0;
  private settle!: { resolve: (header: ImageHeader) => void; reject: (err: unknown) => void };

  constructor() {
    super();
    this.known = new Promise<ImageHeader>((resolve, reject) => {
      this.settle = { resolve, reject };
    });
    this.known.catch(() => {}); // observed by the caller when it awaits; a late failure is not unhandled
    this.on('error', (err) => this.settle.reject(err));
    this.on('close', () => this.settle.reject(notAnImage())); // no-op once known
  }

  /** Looks for the header in what came so far; true once found (the head is then let through). */
  private async identify(): Promise<boolean> {
    const bytes = Buffer.concat(this.head);
    const header = await readImageHeader(bytes);
    if (!header) return false;
    this.header = header;
    this.head = [];
    this.push(bytes);
    this.settle.resolve(header);
    return true;
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback) {
    this.bytes += chunk.length;
    if (this.header) return callback(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    // sharp reads the header asynchronously; the next chunk waits for the answer (backpressure).
    this.identify().then(
      (found) => callback(found || this.headLength < IMAGE_HEAD_BYTES ? null : notAnImage()),
      (err: unknown) => callback(err instanceof Error ? err : notAnImage()),
    );
  }

  override _flush(callback: TransformCallback) {
    if (this.header) return callback();
    this.identify().then(
      (found) => callback(found ? null : notAnImage()),
      (err: unknown) => callback(err instanceof Error ? err : notAnImage()),
    );
  }
}

/**
 * Receives the multipart body's `file` field: its first bytes must name a PNG, JPEG or WebP of plausible size
 * (400 otherwise), then `store` gets the file as a stream. Past `maxFileBytes` of file or `maxBodyBytes` of body
 * (413) the body stops being read and the stream `store` reads fails, so it keeps nothing; this resolves or
 * rejects only once `store` has settled.
 */
export async function receiveImage(
  body: ReadableStream<Uint8Array>,
  contentType: string,
  limits: ReceiveLimits,
  store: StoreImage,
): Promise<ReceivedImage> {
  let parser: ReturnType<typeof Busboy>;
  try {
    parser = Busboy({
      headers: { 'content-type': contentType },
      limits: {
        files: 1,
        fileSize: limits.maxFileBytes,
        fields: 8,
        fieldSize: 1024,
        parts: 16,
        headerPairs: 16,
      },
    });
  } catch {
    throw malformed(); // no boundary, or not multipart at all
  }
  const source = Readable.fromWeb(body as NodeReadableStream<Uint8Array>);
  const cap = new BodyCap(limits.maxBodyBytes);
  let image: ImageHead | undefined;
  let stored: Promise<ReceivedImage> | undefined;

  const receiveFile = async (file: BusboyFileStream): Promise<ReceivedImage> => {
    const head = new ImageHead();
    image = head;
    file.on('limit', () => head.destroy(tooLarge()));
    file.on('error', (err) => head.destroy(err));
    file.pipe(head);
    const header = await head.known;
    const problem = checkDimensions(header);
    if (problem) {
      head.destroy();
      throw new ApiError(400, 'invalid_image_dimensions', problem);
    }
    try {
      await store(header, head);
    } catch (err) {
      throw head.errored ?? err; // a cap reached midway is the answer, whatever storage made of it
    }
    if (file.truncated) throw tooLarge(); // the cap reached as the stream ended
    return { header, size: head.bytes };
  };

  const parsed = new Promise<void>((resolve, reject) => {
    parser.on('file', (field, file) => {
      if (field !== 'file' || stored) {
        file.resume(); // another part: skipped, never kept
        return;
      }
      stored = receiveFile(file);
      stored.catch(reject);
    });
    parser.on('finish', resolve);
    parser.on('error', () => reject(malformed()));
    cap.on('error', reject);
    source.on('error', () => reject(interrupted())); // the client went away mid-body
    source.pipe(cap).pipe(parser);
  });

  try {
    await parsed;
    if (!stored) throw new ApiError(400, 'validation_failed', 'file: a file is required');
    return await stored;
  } catch (err) {
    // Stop reading the body, fail the file's stream so storage drops what it wrote, and answer once it has.
    source.unpipe(cap);
    cap.unpipe(parser);
    source.destroy();
    if (image && !image.destroyed) image.destroy(err instanceof Error ? err : tooLarge());
    await stored?.catch(() => {});
    throw err;
  }
}

import { MAX_UPLOAD_BYTES, MESSAGES } from '@fpl-assistant/engine/app';
import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AuthKit } from '../../auth/kit.js';
import type { AppEnv, AuthedEnv, Deps } from '../../context.js';
import type { ProfileStore } from '../../db/profiles.js';
import type { UploadRow, UploadStore } from '../../db/uploads.js';
import { ApiError } from '../../errors.js';
import type { Limit } from '../../middleware/rate-limit.js';
import { bearer, bearerOrSignedUrl, createRouter, errorResponses, jsonResponse } from '../../openapi.js';
import { UuidParam } from '../../schemas.js';
import { STORAGE_LIMITS } from '../../storage-limits.js';
import { receiveImage } from '../../uploads/receive-image.js';
import type { UrlSigner } from '../../uploads/signing.js';

const UploadSchema = z
  .object({
    id: z.string(),
    user_id: z.string(),
    file_path: z.string(),
    file_size: z.number(),
    file_type: z.string(),
    width: z.number().nullable(),
    height: z.number().nullable(),
    processing_status: z.literal('pending').or(z.string()),
    created_at: z.string(),
    url: z.string().openapi({ description: 'Expiring signed URL of the file' }),
  })
  .openapi('ScreenshotUpload');

// A plain schema object, not zod: a zod form schema would make the router parse (and buffer) the whole body
// before the handler, which streams it instead.
const UploadForm = {
  type: 'object' as const,
  properties: {
    file: { type: 'string' as const, format: 'binary', description: 'PNG, JPEG or WebP, at most 10 MB' },
  },
  required: ['file'],
};

// Multipart framing adds a little to the file itself.
const MULTIPART_OVERHEAD = 64 * 1024;
const MAX_UPLOAD_BODY = MAX_UPLOAD_BYTES + MULTIPART_OVERHEAD;
const DAY_SECONDS = 86_400;

/** Unique per process even for two uploads in one millisecond: the path is screenshots/{userId}/{timestamp}.{ext}. */
let lastTimestamp = 0;
function nextTimestamp(now: Date): number {
  lastTimestamp = Math.max(now.getTime(), lastTimestamp + 1);
  return lastTimestamp;
}

export function uploadRoutes(
  deps: Deps,
  kit: AuthKit,
  uploads: UploadStore,
  profiles: ProfileStore,
  signer: UrlSigner,
) {
  const { storage, clock } = deps;
  const withUrl = (row: UploadRow) => ({ ...row, url: signer.sign(row.id, clock.now()) });
  const notFound = () => new ApiError(404, 'not_found', 'Screenshot not found');

  /** What the upload of the request in hand kept of its reservation, once stored (see reserveUpload). */
  const kept = new WeakMap<Context, number>();

  /**
   * The day's caps (files and KB, per account, UTC day) are reserved before a byte of the file is read: the
   * declared body size (or the most a body may be), taken atomically from the account's counters, so parallel
   * uploads cannot overshoot. Once stored, the unused part is given back; a failed upload gives back everything.
   */
  const reserveUpload = createMiddleware<AuthedEnv>(async (c, next) => {
    if (c.req.method !== 'POST') return next();
    const type = c.req.header('content-type') ?? '';
    if (!type.toLowerCase().startsWith('multipart/form-data')) {
      throw new ApiError(415, 'unsupported_media_type', 'Content-Type must be multipart/form-data');
    }
    const declared = Number(c.req.header('content-length'));
    if (declared > MAX_UPLOAD_BODY) throw new ApiError(413, 'file_too_large', MESSAGES.fileTooLarge);
    const userId = c.get('user').id;
    const now = clock.now();
    const limits = STORAGE_LIMITS[(await profiles.get(userId))?.tier ?? 'free'];
    const reservedBytes = declared > 0 ? declared : MAX_UPLOAD_BODY;
    const files: Limit = {
      key: `uploads:files:${userId}`,
      max: limits.uploadsPerDay,
      windowSeconds: DAY_SECONDS,
    };
    const reservedKb = Math.ceil(reservedBytes / 1024);
    const kilobytes: Limit = {
      key: `uploads:kb:${userId}`,
      max: Math.floor(limits.uploadBytesPerDay / 1024),
      windowSeconds: DAY_SECONDS,
      cost: reservedKb,
    };
    const wait = await kit.limiter.consumeAll([files, kilobytes], now);
    if (wait > 0) {
      throw new ApiError(
        429,
        'upload_limit_reached',
        `Your plan takes up to ${limits.uploadsPerDay} screenshots (${Math.round(limits.uploadBytesPerDay / 1024 / 1024)} MB) a day: try again tomorrow.`,
        {},
        { 'Retry-After': String(wait) },
      );
    }
    try {
      await next();
    } finally {
      const storedBytes = kept.get(c);
      if (storedBytes === undefined) {
        await kit.limiter.refund([files, kilobytes], now);
      } else {
        const unused = reservedKb - Math.ceil(storedBytes / 1024);
        if (unused > 0) await kit.limiter.refund([{ ...kilobytes, cost: unused }], now);
      }
    }
  });

  const authed = createRouter<AuthedEnv>();
  // Who is asking, then the reservation, and only then the body (streamed to storage, capped as it comes in).
  authed.use('/uploads', kit.requireAuth, reserveUpload);
  authed.use('/uploads/:id', kit.requireAuth);

  const routes = authed
    .openapi(
      createRoute({
        method: 'post',
        path: '/uploads',
        operationId: 'uploadScreenshot',
        tags: ['uploads'],
        summary: 'Upload a screenshot (multipart field `file`); the type is read from the bytes',
        security: bearer,
        request: { body: { required: true, content: { 'multipart/form-data': { schema: UploadForm } } } },
        responses: {
          201: jsonResponse(UploadSchema, 'Stored, status pending'),
          ...errorResponses(400, 401, 413, 415, 429),
        },
      }),
      async (c) => {
        const userId = c.get('user').id;
        const now = clock.now();
        const body = c.req.raw.body;
        if (!body) throw new ApiError(400, 'validation_failed', 'file: a file is required');
        let filePath = '';
        const { header, size } = await receiveImage(
          body,
          c.req.header('content-type') ?? '',
          { maxFileBytes: MAX_UPLOAD_BYTES, maxBodyBytes: MAX_UPLOAD_BODY },
          async (image, file) => {
            const extension = image.type === 'jpeg' ? 'jpg' : image.type;
            filePath = `screenshots/${userId}/${nextTimestamp(now)}.${extension}`;
            await storage.put(filePath, file, image.mime);
          },
        );
        let row: UploadRow;
        try {
          row = await uploads.create({
            user_id: userId,
            file_path: filePath,
            file_size: size,
            file_type: header.mime,
            width: header.width,
            height: header.height,
            created_at: now.toISOString(),
          });
        } catch (err) {
          await storage.delete(filePath); // no orphan file without its row
          throw err;
        }
        kept.set(c, size);
        return c.json(withUrl(row), 201);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/uploads/{id}',
        operationId: 'getUpload',
        tags: ['uploads'],
        summary: "An upload's record with a fresh signed URL (owner only)",
        security: bearer,
        request: { params: UuidParam },
        responses: { 200: jsonResponse(UploadSchema, 'The upload'), ...errorResponses(400, 401, 404) },
      }),
      async (c) => {
        const row = await uploads.byId(c.req.valid('param').id);
        if (!row || row.user_id !== c.get('user').id) throw notFound();
        return c.json(withUrl(row), 200);
      },
    );

  const file = createRouter<AppEnv>().openapi(
    createRoute({
      method: 'get',
      path: '/uploads/{id}/file',
      operationId: 'getUploadFile',
      security: bearerOrSignedUrl,
      tags: ['uploads'],
      summary: 'The screenshot bytes: to its owner (bearer) or through an unexpired signed URL',
      request: {
        params: UuidParam,
        query: z.object({
          expires: z.coerce.number().int().optional(),
          signature: z.string().max(100).optional(),
        }),
      },
      responses: {
        200: { description: 'The image', content: { 'image/png': { schema: z.any() } } },
        ...errorResponses(400, 401, 403, 404),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { expires, signature } = c.req.valid('query');
      const row = await uploads.byId(id);
      if (signature !== undefined || expires !== undefined) {
        if (!signature || expires === undefined || !signer.verify(id, expires, signature, clock.now())) {
          throw new ApiError(403, 'invalid_signature', 'The link is invalid or has expired');
        }
        if (!row) throw notFound();
      } else {
        const user = await kit.authenticate(c.req.header('authorization'));
        if (!row || row.user_id !== user.id) throw notFound();
      }
      const bytes = await storage.get(row.file_path);
      if (!bytes) throw notFound();
      return new Response(new Uint8Array(bytes) as Uint8Array<ArrayBuffer>, {
        status: 200,
        headers: {
          'content-type': row.file_type,
          'cache-control': 'private, max-age=300',
          'x-content-type-options': 'nosniff',
          'content-disposition': 'inline',
        },
      }) as never;
    },
  );

  return { routes, file };
}

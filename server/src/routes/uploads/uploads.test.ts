import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MAX_UPLOAD_BYTES } from '@fpl-assistant/engine/app';
import { describe, expect, it } from 'vitest';
import { diskStorage, memoryStorage } from '../../services/storage.js';
import { STORAGE_LIMITS } from '../../storage-limits.js';
import { call, column, makeTestApp, scalar, signUp, type TestApp } from '../../testing/harness.js';
import { pngBytes, zipBytes } from '../../testing/images.js';
import { type StreamedUpload, slowStorage, streamedUpload } from '../../testing/streamed-upload.js';
import { tamperSignature } from '../../testing/tamper.js';
import { IMAGE_HEAD_BYTES } from '../../uploads/receive-image.js';

async function upload(app: TestApp, token: string | null, bytes: Uint8Array, name: string, type: string) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], name, { type }));
  const res = await app.request('/api/uploads', {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  return { status: res.status, body: await res.json() };
}

describe('uploads', () => {
  it('stores a PNG under screenshots/{userId}/{timestamp}.png with a pending row and a signed URL', async () => {
    const storage = memoryStorage();
    const { app, db } = makeTestApp({ storage });
    const s = await signUp(app);
    const bytes = pngBytes(1280, 800);
    const res = await upload(app, s.access_token, bytes, 'team.png', 'image/png');
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      user_id: s.user.id,
      file_type: 'image/png',
      file_size: bytes.byteLength,
      processing_status: 'pending',
      width: 1280,
      height: 800,
    });
    expect(res.body.file_path).toMatch(new RegExp(`^screenshots/${s.user.id}/\\d+\\.png$`));
    expect(await storage.get(res.body.file_path)).toEqual(bytes);
    expect(await scalar(db, 'SELECT count(*) FROM screenshot_uploads')).toBe(1);

    // The signed URL works without a bearer token.
    const signed = await app.request(res.body.url.replace('http://app.test', ''));
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await signed.arrayBuffer())).toEqual(bytes);
  });

  it('accepts a PNG renamed .jpg as a PNG', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const res = await upload(app, s.access_token, pngBytes(800, 600), 'team.jpg', 'image/jpeg');
    expect(res.status).toBe(201);
    expect(res.body.file_type).toBe('image/png');
    expect(res.body.file_path).toMatch(/\.png$/);
  });

  it('refuses a zip renamed .png, an oversized PNG header and files over 10 MB, writing nothing', async () => {
    const storage = memoryStorage();
    const { app, db } = makeTestApp({ storage });
    const s = await signUp(app);
    const zip = await upload(app, s.access_token, zipBytes(), 'team.png', 'image/png');
    expect(zip.status).toBe(400);
    expect(zip.body.error.message).toBe('Please upload a valid image file (PNG, JPG, JPEG, or WebP)');
    const huge = await upload(app, s.access_token, pngBytes(20000, 20000), 'huge.png', 'image/png');
    expect(huge.status).toBe(400);
    expect(huge.body.error.code).toBe('invalid_image_dimensions');
    const big = await upload(
      app,
      s.access_token,
      pngBytes(1000, 1000, 10 * 1024 * 1024),
      'big.png',
      'image/png',
    );
    expect(big.status).toBe(413);
    expect(big.body.error).toEqual({ message: 'File size must be less than 10MB', code: 'file_too_large' });
    expect(await scalar(db, 'SELECT count(*) FROM screenshot_uploads')).toBe(0);
  });

  it('needs multipart with a file field and a signed-in user', async () => {
    const { app } = makeTestApp();
    const s = await signUp(app);
    const anonymous = await upload(app, null, pngBytes(10, 10), 'a.png', 'image/png');
    expect(anonymous.status).toBe(401);
    const json = await app.request('/api/uploads', {
      method: 'POST',
      headers: { authorization: `Bearer ${s.access_token}`, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(json.status).toBe(415);
    const form = new FormData();
    form.append('other', 'x');
    const noFile = await app.request('/api/uploads', {
      method: 'POST',
      headers: { authorization: `Bearer ${s.access_token}` },
      body: form,
    });
    expect(noFile.status).toBe(400);
  });

  it('serves a screenshot only to its owner or through an unexpired signature', async () => {
    const { app, clock } = makeTestApp();
    const a = await signUp(app);
    const b = await signUp(app);
    const res = await upload(app, a.access_token, pngBytes(100, 100), 'a.png', 'image/png');
    const id = res.body.id as string;
    const file = `/api/uploads/${id}/file`;
    const as = (token?: string) =>
      app.request(file, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    expect((await as(a.access_token)).status).toBe(200);
    expect((await as(b.access_token)).status).toBe(404);
    expect((await as()).status).toBe(401);
    expect(
      (await app.request(`/api/uploads/${id}`, { headers: { authorization: `Bearer ${b.access_token}` } }))
        .status,
    ).toBe(404);
    const meta = await app.request(`/api/uploads/${id}`, {
      headers: { authorization: `Bearer ${a.access_token}` },
    });
    expect(meta.status).toBe(200);
    expect(await meta.json()).toMatchObject({
      id,
      processing_status: 'pending',
      url: expect.stringContaining('signature='),
    });

    const signedPath = (res.body.url as string).replace('http://app.test', '');
    const tampered = tamperSignature(signedPath);
    expect(tampered).not.toBe(signedPath);
    expect((await app.request(tampered)).status).toBe(403);
    const otherId = signedPath.replace(id, '00000000-0000-4000-8000-000000000000');
    expect((await app.request(otherId)).status).toBe(403);
    clock.advance(3601_000);
    expect((await app.request(signedPath)).status).toBe(403);
    expect((await app.request(`/api/uploads/..%2F..%2Fetc/file`)).status).toBe(400);
  });
});

describe('upload caps', () => {
  it('takes the plan’s number of screenshots a day (UTC), then 429 until the next day', async () => {
    const { app, clock } = makeTestApp();
    const s = await signUp(app);
    let token = s.access_token;
    const png = () => upload(app, token, pngBytes(100, 100), 'a.png', 'image/png');
    for (let i = 0; i < STORAGE_LIMITS.free.uploadsPerDay; i++) expect((await png()).status).toBe(201);
    const refused = await png();
    expect(refused.status).toBe(429);
    expect(refused.body.error.code).toBe('upload_limit_reached');
    clock.advance(24 * 3600 * 1000);
    const signIn = await call(app, 'POST', '/auth/v1/token?grant_type=password', {
      body: { email: s.user.email, password: 'secret123' },
    });
    token = signIn.body.access_token;
    expect((await png()).status).toBe(201);
  });

  /** The multipart body as one buffer, sent with its Content-Length as a browser does. */
  async function framed(bytes: Uint8Array) {
    const form = new FormData();
    form.append('file', new File([new Uint8Array(bytes)], 'team.png', { type: 'image/png' }));
    const request = new Request('http://x/', { method: 'POST', body: form });
    return {
      body: new Uint8Array(await request.arrayBuffer()),
      type: request.headers.get('content-type') ?? '',
    };
  }
  async function sized(app: TestApp, token: string, file: Uint8Array | Awaited<ReturnType<typeof framed>>) {
    const { body, type } = file instanceof Uint8Array ? await framed(file) : file;
    const res = await app.request('/api/uploads', {
      method: 'POST',
      body,
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': type,
        'content-length': String(body.byteLength),
      },
    });
    return { status: res.status, body: await res.json() };
  }

  it('holds the file cap under 60 parallel uploads, and gives back a failed upload’s reservation', async () => {
    const storage = memoryStorage();
    // Storage takes a moment, as a disk or a bucket does: uploads overlap while their files are written.
    const write = storage.put;
    storage.put = async (...args) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return write(...args);
    };
    const { app, db } = makeTestApp({ storage });
    const s = await signUp(app);
    const results = await Promise.all(
      Array.from({ length: 60 }, () => sized(app, s.access_token, pngBytes(100, 100))),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(STORAGE_LIMITS.free.uploadsPerDay);
    expect(results.filter((r) => r.status === 429)).toHaveLength(60 - STORAGE_LIMITS.free.uploadsPerDay);
    expect(await scalar(db, 'SELECT count(*) FROM screenshot_uploads')).toBe(
      STORAGE_LIMITS.free.uploadsPerDay,
    );

    // Failed uploads (not an image; storage down) take nothing from the day.
    const other = await signUp(app);
    expect((await sized(app, other.access_token, new TextEncoder().encode('not an image'))).status).toBe(400);
    const put = storage.put;
    storage.put = async () => {
      throw new Error('storage down');
    };
    expect((await sized(app, other.access_token, pngBytes(100, 100))).status).toBe(500);
    storage.put = put;
    for (let i = 0; i < STORAGE_LIMITS.free.uploadsPerDay; i++) {
      expect((await sized(app, other.access_token, pngBytes(100, 100))).status).toBe(201);
    }
    expect((await sized(app, other.access_token, pngBytes(100, 100))).status).toBe(429);
  });

  it('holds the byte cap under 60 parallel 6 MB uploads, reserving before the body is read', async () => {
    const storage = memoryStorage();
    const { app, db } = makeTestApp({ storage });
    const s = await signUp(app);
    const six = pngBytes(1000, 1000, 6 * 1024 * 1024);
    const file = await framed(six);
    const results = await Promise.all(Array.from({ length: 60 }, () => sized(app, s.access_token, file)));
    const stored = Number(await scalar(db, 'SELECT COALESCE(sum(file_size), 0) FROM screenshot_uploads'));
    expect(stored).toBeLessThanOrEqual(STORAGE_LIMITS.free.uploadBytesPerDay);
    // 16 files of 6 MB (and their framing) fit in 100 MB; the 17th does not.
    expect(results.filter((r) => r.status === 201)).toHaveLength(16);
    expect(stored).toBe(16 * six.byteLength);
  });
});

describe('streamed uploads', () => {
  const MB = 1024 * 1024;
  async function send(app: TestApp, token: string, upload: StreamedUpload) {
    const res = await app.request('/api/uploads', {
      method: 'POST',
      body: upload.body,
      headers: { authorization: `Bearer ${token}`, 'content-type': upload.contentType },
      duplex: 'half',
    } as RequestInit);
    return { status: res.status, body: await res.json() };
  }

  it('passes the file to storage as it arrives: never the whole 9 MB held between body and storage', async () => {
    const storage = slowStorage();
    const { app, db } = makeTestApp({ storage });
    const s = await signUp(app);
    let held = 0;
    const upload = streamedUpload(pngBytes(1000, 1000), 9 * MB, {
      onPull: (pulled) => {
        held = Math.max(held, pulled - storage.consumed());
      },
    });
    const res = await send(app, s.access_token, upload);
    expect(res.status).toBe(201);
    expect(res.body.file_size).toBe(9 * MB);
    expect(storage.consumed()).toBe(9 * MB);
    expect(await scalar(db, 'SELECT file_size FROM screenshot_uploads')).toBe(9 * MB);
    // Read ahead of storage: the image head (256 KB at most) and a few stream buffers, not the file.
    expect(held).toBeLessThan(1 * MB);
  });

  it('cuts a file over 10 MB off after the cap and a chunk: 413, no object kept, nothing charged', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-upload-cap-'));
    const { app, db } = makeTestApp({ storage: diskStorage(root) });
    const s = await signUp(app);
    const upload = streamedUpload(pngBytes(1000, 1000), 30 * MB);
    const res = await send(app, s.access_token, upload);
    expect(res.status).toBe(413);
    expect(res.body.error).toEqual({ message: 'File size must be less than 10MB', code: 'file_too_large' });
    // The body stops being read at the cap (plus what was already in flight), not at its 30 MB end.
    expect(upload.pulled()).toBeGreaterThan(MAX_UPLOAD_BYTES);
    expect(upload.pulled()).toBeLessThan(MAX_UPLOAD_BYTES + 512 * 1024);
    expect(
      fs.readdirSync(root, { recursive: true }).filter((entry) => /\.(png|tmp)$/.test(String(entry))),
    ).toEqual([]);
    expect(await scalar(db, 'SELECT count(*) FROM screenshot_uploads')).toBe(0);
    // Nothing taken from the day: neither a file nor a kilobyte.
    expect(
      await column(db, "SELECT count FROM rate_limits WHERE key LIKE 'uploads:%' AND count > 0"),
    ).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('keeps nothing and charges nothing when the client goes away mid-file', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-upload-gone-'));
    const { app, db } = makeTestApp({ storage: diskStorage(root) });
    const s = await signUp(app);
    const res = await send(
      app,
      s.access_token,
      streamedUpload(pngBytes(1000, 1000), 8 * MB, { failAfter: 3 * MB }),
    );
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('upload_interrupted');
    expect(
      fs.readdirSync(root, { recursive: true }).filter((entry) => /\.(png|tmp)$/.test(String(entry))),
    ).toEqual([]);
    expect(await scalar(db, 'SELECT count(*) FROM screenshot_uploads')).toBe(0);
    expect(
      await column(db, "SELECT count FROM rate_limits WHERE key LIKE 'uploads:%' AND count > 0"),
    ).toEqual([]);
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('refuses a stream that is not an image from its first bytes, reading no further than its head', async () => {
    const storage = slowStorage();
    const { app } = makeTestApp({ storage });
    const s = await signUp(app);
    const upload = streamedUpload(new TextEncoder().encode('just text, not a screenshot'), 8 * MB);
    const res = await send(app, s.access_token, upload);
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe('invalid_file_type');
    expect(upload.pulled()).toBeLessThan(IMAGE_HEAD_BYTES + 512 * 1024);
    expect(storage.keys()).toEqual([]);
  });

  it('refuses a body over the cap declared by Content-Length before reading or reserving', async () => {
    const { app, db } = makeTestApp();
    const s = await signUp(app);
    const upload = streamedUpload(pngBytes(1000, 1000), 12 * MB);
    const res = await app.request('/api/uploads', {
      method: 'POST',
      body: upload.body,
      headers: {
        authorization: `Bearer ${s.access_token}`,
        'content-type': upload.contentType,
        'content-length': String(upload.length),
      },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect(upload.pulled()).toBeLessThan(1 * MB);
    expect(
      await column(db, "SELECT count FROM rate_limits WHERE key LIKE 'uploads:%' AND count > 0"),
    ).toEqual([]);
  });
});

// The upload route end to end with STORAGE_URL set: the app picks S3 storage from its config (no storage passed
// in), and signed URLs serve the bytes from the bucket exactly as they do from disk.
import { DeleteObjectCommand, GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { s3ClientFrom } from '../../services/s3-storage.js';
import { type FakeS3, startFakeS3 } from '../../testing/fake-s3.js';
import { column, makeTestApp, signUp, type TestApp } from '../../testing/harness.js';
import { pngBytes } from '../../testing/images.js';
import { type StreamedUpload, streamedUpload } from '../../testing/streamed-upload.js';
import { tamperSignature } from '../../testing/tamper.js';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
});

const bucketClient = () =>
  s3ClientFrom({
    AWS_ENDPOINT_URL: s3.endpoint,
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: true,
  });

/** An app whose storage comes from its config: `storage: undefined` undoes the harness's memory storage. */
const s3App = () =>
  makeTestApp({ env: { STORAGE_URL: `s3://${s3.bucket}/uploads-test`, ...s3.env }, storage: undefined });

async function upload(app: TestApp, token: string, bytes: Uint8Array) {
  const form = new FormData();
  form.append('file', new File([new Uint8Array(bytes)], 'team.png', { type: 'image/png' }));
  const res = await app.request('/api/uploads', {
    method: 'POST',
    body: form,
    headers: { authorization: `Bearer ${token}` },
  });
  return { status: res.status, body: await res.json() };
}

describe('uploads with STORAGE_URL=s3://…', () => {
  it('stores the screenshot in the bucket under the prefix and serves it through the signed URL', async () => {
    const { app } = s3App();
    const s = await signUp(app);
    const bytes = pngBytes(1280, 800);
    const res = await upload(app, s.access_token, bytes);
    expect(res.status).toBe(201);
    expect(res.body.file_path).toMatch(new RegExp(`^screenshots/${s.user.id}/\\d+\\.png$`));

    const object = await bucketClient().send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads-test/${res.body.file_path}` }),
    );
    expect(object.ContentType).toBe('image/png');
    expect(await object.Body?.transformToByteArray()).toEqual(bytes);

    // The signed URL needs no bearer token; the owner's bearer works too.
    const signed = await app.request(res.body.url.replace('http://app.test', ''));
    expect(signed.status).toBe(200);
    expect(signed.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await signed.arrayBuffer())).toEqual(bytes);
    const owner = await app.request(`/api/uploads/${res.body.id}/file`, {
      headers: { authorization: `Bearer ${s.access_token}` },
    });
    expect(new Uint8Array(await owner.arrayBuffer())).toEqual(bytes);

    // A tampered signature is refused before the bucket is asked.
    const tampered = await app.request(tamperSignature(res.body.url.replace('http://app.test', '')));
    expect(tampered.status).toBe(403);
  });

  it('answers 404 when the object is gone from the bucket', async () => {
    const { app } = s3App();
    const s = await signUp(app);
    const res = await upload(app, s.access_token, pngBytes(800, 600));
    expect(res.status).toBe(201);
    await bucketClient().send(
      new DeleteObjectCommand({ Bucket: s3.bucket, Key: `uploads-test/${res.body.file_path}` }),
    );
    const signed = await app.request(res.body.url.replace('http://app.test', ''));
    expect(signed.status).toBe(404);
    expect((await signed.json()).error.code).toBe('not_found');
  });

  it('streams a 9 MB screenshot into the bucket (multipart); one over 10 MB leaves no object and no charge', async () => {
    const { app, db } = s3App();
    const s = await signUp(app);
    const MB = 1024 * 1024;
    const send = async (upload: StreamedUpload) => {
      const res = await app.request('/api/uploads', {
        method: 'POST',
        body: upload.body,
        headers: { authorization: `Bearer ${s.access_token}`, 'content-type': upload.contentType },
        duplex: 'half',
      } as RequestInit);
      return { status: res.status, body: await res.json() };
    };
    const stored = await send(streamedUpload(pngBytes(1000, 1000), 9 * MB));
    expect(stored.status).toBe(201);
    const object = await bucketClient().send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: `uploads-test/${stored.body.file_path}` }),
    );
    expect((await object.Body?.transformToByteArray())?.byteLength).toBe(9 * MB);
    const charged = await column(db, "SELECT count FROM rate_limits WHERE key LIKE 'uploads:%' ORDER BY key");

    // Cut off at 10 MB, in the bucket's second part: the multipart upload is given up, the day's caps untouched.
    const over = await send(streamedUpload(pngBytes(1000, 1000), 14 * MB));
    expect(over.status).toBe(413);
    expect(over.body.error.code).toBe('file_too_large');
    const listed = await bucketClient().send(
      new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: `uploads-test/screenshots/${s.user.id}/` }),
    );
    expect((listed.Contents ?? []).map((entry) => entry.Key)).toEqual([
      `uploads-test/${stored.body.file_path}`,
    ]);
    expect(await column(db, "SELECT count FROM rate_limits WHERE key LIKE 'uploads:%' ORDER BY key")).toEqual(
      charged,
    );
  });
});

import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, testConfig } from '../config.js';
import { type FakeS3, startFakeS3 } from '../testing/fake-s3.js';
import { byteStream, byteStreamBytes } from '../testing/streamed-upload.js';
import { defaultStorage } from './default-storage.js';
import { s3ClientFrom, s3Storage } from './s3-storage.js';
import { parseS3Url } from './storage.js';

let s3: FakeS3;
beforeAll(async () => {
  s3 = await startFakeS3();
});
afterAll(async () => {
  await s3?.close();
});

const client = () =>
  s3ClientFrom({
    AWS_ENDPOINT_URL: s3.endpoint,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'S3RVER',
    AWS_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: true,
  });

describe('S3 storage against an S3-compatible server', () => {
  it('stores a stream past one part (a multipart upload); a stream failing midway leaves no object', async () => {
    const storage = s3Storage({ client: client(), bucket: s3.bucket, prefix: 'stream/' });
    const size = 12 * 1024 * 1024; // three parts of 5 MB at most
    await storage.put('screenshots/u3/1.png', byteStream(size), 'image/png');
    expect(Buffer.from((await storage.get('screenshots/u3/1.png')) ?? []).equals(byteStreamBytes(size))).toBe(
      true,
    );
    // Failing in the second part: the first was sent, and the multipart upload is aborted.
    await expect(
      storage.put('screenshots/u3/2.png', byteStream(size, 7 * 1024 * 1024), 'image/png'),
    ).rejects.toThrow('client went away');
    // Failing within the first part: nothing was sent.
    await expect(
      storage.put('screenshots/u3/3.png', byteStream(size, 1024 * 1024), 'image/png'),
    ).rejects.toThrow('client went away');
    const listed = await client().send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'stream/' }));
    expect((listed.Contents ?? []).map((object) => object.Key)).toEqual(['stream/screenshots/u3/1.png']);
    await storage.delete('screenshots/u3/1.png');
  });

  it('puts, gets and deletes under the prefix, with the content type', async () => {
    const storage = s3Storage({ client: client(), bucket: s3.bucket, prefix: 'prod/' });
    const bytes = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    await storage.put('screenshots/u1/1.png', bytes, 'image/png');
    expect(await storage.get('screenshots/u1/1.png')).toEqual(bytes);

    const raw = await client().send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: 'prod/screenshots/u1/1.png' }),
    );
    expect(raw.ContentType).toBe('image/png');

    await storage.delete('screenshots/u1/1.png');
    expect(await storage.get('screenshots/u1/1.png')).toBeNull();
    const left = await client().send(new ListObjectsV2Command({ Bucket: s3.bucket, Prefix: 'prod/' }));
    expect(left.KeyCount ?? 0).toBe(0);
  });

  it('answers null for a missing key, and deleting one is not an error', async () => {
    const storage = s3Storage({ client: client(), bucket: s3.bucket, prefix: '' });
    expect(await storage.get('screenshots/nobody/404.png')).toBeNull();
    await expect(storage.delete('screenshots/nobody/404.png')).resolves.toBeUndefined();
  });

  it('refuses unsafe keys before asking the server', async () => {
    const storage = s3Storage({ client: client(), bucket: s3.bucket, prefix: 'p/' });
    for (const key of ['../outside.png', 'screenshots/../../x', '/abs.png', 'a//b', 'a/./b', 'a b', '']) {
      await expect(storage.put(key, new Uint8Array([1]), 'image/png')).rejects.toThrow(/unsafe storage key/);
      await expect(storage.get(key)).rejects.toThrow(/unsafe storage key/);
      await expect(storage.delete(key)).rejects.toThrow(/unsafe storage key/);
    }
    const listed = await client().send(new ListObjectsV2Command({ Bucket: s3.bucket }));
    expect(listed.KeyCount ?? 0).toBe(0);
  });

  it('fails loudly for a bucket that is not there instead of calling the screenshot missing', async () => {
    const noBucket = s3Storage({ client: client(), bucket: 'no-such-bucket', prefix: '' });
    await expect(noBucket.get('screenshots/u/1.png')).rejects.toThrow();
    await expect(noBucket.put('screenshots/u/1.png', new Uint8Array([1]), 'image/png')).rejects.toThrow();
  });

  it('is what the server uses when STORAGE_URL is set', async () => {
    const storage = defaultStorage(testConfig({ STORAGE_URL: `s3://${s3.bucket}/from-config`, ...s3.env }));
    await storage.put('screenshots/u2/2.webp', new Uint8Array([9]), 'image/webp');
    const raw = await client().send(
      new GetObjectCommand({ Bucket: s3.bucket, Key: 'from-config/screenshots/u2/2.webp' }),
    );
    expect(await raw.Body?.transformToByteArray()).toEqual(new Uint8Array([9]));
    await storage.delete('screenshots/u2/2.webp');
  });
});

describe('STORAGE_URL', () => {
  it('takes s3://bucket with an optional prefix', () => {
    expect(parseS3Url('s3://shots')).toEqual({ bucket: 'shots', prefix: '' });
    expect(parseS3Url('s3://shots/')).toEqual({ bucket: 'shots', prefix: '' });
    expect(parseS3Url('s3://my.shots-1/prod/eu/')).toEqual({ bucket: 'my.shots-1', prefix: 'prod/eu/' });
    for (const bad of [
      'https://shots/x',
      's3://',
      's3://Shots',
      's3://ab',
      's3://shots/a/../b',
      's3://shots/a//b',
    ]) {
      expect(parseS3Url(bad), bad).toBeNull();
    }
  });

  it('stops start-up naming the variable when it is not an s3 URL', () => {
    expect(() => testConfig({ STORAGE_URL: 'file:///tmp/shots' })).toThrow(ConfigError);
    try {
      testConfig({ STORAGE_URL: 'file:///tmp/shots' });
    } catch (err) {
      expect((err as ConfigError).variables).toEqual(['STORAGE_URL']);
    }
  });
});

// Screenshots in an S3 bucket (AWS or an S3-compatible server), so every server instance reads what any one
// stored. Chosen with STORAGE_URL=s3://bucket/prefix; the server still signs its own URLs
// (/api/uploads/{id}/file) and streams the bytes, so the bucket stays private and links look the same.

import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, type S3Location, type Storage } from './storage.js';

export interface S3StorageOptions extends S3Location {
  client: S3Client;
}

/** Only a missing object is "not stored": a missing bucket, a refusal or a failure is an error for the log. */
function isMissingObject(err: unknown): boolean {
  return (err as { name?: string } | null)?.name === 'NoSuchKey';
}

export function s3Storage({ client, bucket, prefix }: S3StorageOptions): Storage {
  const objectKey = (key: string) => {
    assertSafeKey(key);
    return `${prefix}${key}`;
  };
  return {
    async put(key, body, contentType) {
      // lib-storage's Upload sends a stream of unknown length: one PutObject when it ends within the first part
      // (5 MB, S3's smallest), else a multipart upload a part at a time (queueSize 1: one part in memory), which
      // it aborts if the stream fails, so a cut-off upload leaves no object and no stray parts.
      const upload = new Upload({
        client,
        params: { Bucket: bucket, Key: objectKey(key), Body: body, ContentType: contentType },
        queueSize: 1,
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        // The stream's own failure (a cap reached, the client gone) is the cause, whatever the abort then met.
        throw (body instanceof Readable && body.errored) || err;
      }
    },
    async get(key) {
      const Key = objectKey(key);
      try {
        const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key }));
        return object.Body ? await object.Body.transformToByteArray() : new Uint8Array();
      } catch (err) {
        if (isMissingObject(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      // S3 answers 204 for a key that is not there too.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(key) }));
    },
  };
}

export interface S3ClientSettings {
  AWS_REGION?: string | undefined;
  AWS_ENDPOINT_URL?: string | undefined;
  AWS_ACCESS_KEY_ID?: string | undefined;
  AWS_SECRET_ACCESS_KEY?: string | undefined;
  AWS_SESSION_TOKEN?: string | undefined;
  S3_FORCE_PATH_STYLE: boolean;
}

/**
 * The client from the usual AWS settings. Without keys the SDK's own chain finds them (instance role, profile).
 * Checksums only where S3 requires them: S3-compatible servers (MinIO, R2, s3rver) reject some of the newer
 * default checksum headers.
 */
export function s3ClientFrom(settings: S3ClientSettings): S3Client {
  const config: S3ClientConfig = {
    region: settings.AWS_REGION ?? 'us-east-1',
    forcePathStyle: settings.S3_FORCE_PATH_STYLE,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    // A hung storage server fails the upload instead of holding the request until REQUEST_TIMEOUT_MS.
    requestHandler: { connectionTimeout: 5_000, requestTimeout: 30_000 },
  };
  if (settings.AWS_ENDPOINT_URL) config.endpoint = settings.AWS_ENDPOINT_URL;
  if (settings.AWS_ACCESS_KEY_ID && settings.AWS_SECRET_ACCESS_KEY) {
    config.credentials = {
      accessKeyId: settings.AWS_ACCESS_KEY_ID,
      secretAccessKey: settings.AWS_SECRET_ACCESS_KEY,
      ...(settings.AWS_SESSION_TOKEN ? { sessionToken: settings.AWS_SESSION_TOKEN } : {}),
    };
  }
  return new S3Client(config);
}

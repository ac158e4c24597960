import { createHmac, timingSafeEqual } from 'node:crypto';

/** Expiring signed screenshot URLs, so an <img> can show a private screenshot without a bearer header. */
export function urlSigner(secret: string, appUrl: string, ttlSeconds: number) {
  const key = createHmac('sha256', secret).update('screenshot-url-signing').digest();
  const mac = (uploadId: string, expires: number) =>
    createHmac('sha256', key).update(`${uploadId}.${expires}`).digest('base64url');
  return {
    path: (uploadId: string) => `/api/uploads/${uploadId}/file`,
    sign(uploadId: string, now: Date): string {
      const expires = Math.floor(now.getTime() / 1000) + ttlSeconds;
      return `${appUrl}/api/uploads/${uploadId}/file?expires=${expires}&signature=${mac(uploadId, expires)}`;
    },
    verify(uploadId: string, expires: number, signature: string, now: Date): boolean {
      if (!Number.isInteger(expires) || expires < Math.floor(now.getTime() / 1000)) return false;
      const expected = Buffer.from(mac(uploadId, expires));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

export type UrlSigner = ReturnType<typeof urlSigner>;

const OWN_UPLOAD = /^(?:https?:\/\/[^/]+)?\/api\/uploads\/([0-9a-f-]{36})\/file(?:\?.*)?$/i;

/** The upload id when a URL points at one of our screenshots (signed or not), else null. */
export function ownUploadId(url: string): string | null {
  return OWN_UPLOAD.exec(url)?.[1]?.toLowerCase() ?? null;
}

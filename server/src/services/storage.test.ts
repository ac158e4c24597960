import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { byteStream, byteStreamBytes } from '../testing/streamed-upload.js';
import { diskStorage, sweepTemporaryFiles } from './storage.js';

describe('disk storage', () => {
  it('sweeps half-written uploads of dead processes, not those of a live one', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-storage-'));
    try {
      await diskStorage(root).put('screenshots/u/1.png', new Uint8Array([1]), 'image/png');
      const dir = path.join(root, 'screenshots', 'u');
      // A pid above Linux's pid_max cannot be running.
      fs.writeFileSync(path.join(dir, '2.png.99999999.tmp'), 'orphan');
      fs.writeFileSync(path.join(dir, `3.png.${process.pid}.tmp`), 'in progress');
      expect(await sweepTemporaryFiles(root)).toBe(1);
      expect(fs.readdirSync(dir).sort()).toEqual(['1.png', `3.png.${process.pid}.tmp`]);
      expect(await sweepTemporaryFiles(path.join(root, 'missing'))).toBe(0);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });

  it('writes a stream as it comes, and keeps nothing (not even the temporary file) when it fails', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-storage-'));
    try {
      const storage = diskStorage(root);
      await storage.put('screenshots/u/1.png', byteStream(3 * 1024 * 1024), 'image/png');
      expect(
        Buffer.from((await storage.get('screenshots/u/1.png')) ?? []).equals(
          byteStreamBytes(3 * 1024 * 1024),
        ),
      ).toBe(true);
      await expect(
        storage.put('screenshots/u/2.png', byteStream(3 * 1024 * 1024, 1024 * 1024), 'image/png'),
      ).rejects.toThrow('client went away');
      expect(fs.readdirSync(path.join(root, 'screenshots', 'u'))).toEqual(['1.png']);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

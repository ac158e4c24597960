import { describe, expect, it } from 'vitest';
import { urlSigner } from '../uploads/signing.js';
import { tamperSignature } from './tamper.js';

describe('tamperSignature', () => {
  it('always changes the signature, over 200 real signatures', () => {
    const signer = urlSigner('a-test-secret-of-enough-length', 'http://app.test', 3600);
    const firsts = new Set<string>();
    for (let i = 0; i < 200; i++) {
      const id = `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`;
      const now = new Date(Date.UTC(2026, 0, 1) + i * 1000);
      const url = signer.sign(id, now);
      const signature = new URL(url).searchParams.get('signature') ?? '';
      firsts.add(signature[0] ?? '');
      const tampered = tamperSignature(url);
      expect(tampered).not.toBe(url);
      expect(tampered.length).toBe(url.length);
      const expires = Number(new URL(url).searchParams.get('expires'));
      const bad = new URL(tampered).searchParams.get('signature') ?? '';
      expect(signer.verify(id, expires, bad, now)).toBe(false);
      expect(signer.verify(id, expires, signature, now)).toBe(true);
    }
    // The loop met signatures starting with 'A' or many first characters, so both branches ran.
    expect(firsts.size).toBeGreaterThan(30);
  });

  it('flips a leading A to another character', () => {
    expect(tamperSignature('/f?expires=1&signature=Axyz')).toBe('/f?expires=1&signature=Bxyz');
    expect(tamperSignature('/f?expires=1&signature=Qxyz')).toBe('/f?expires=1&signature=Axyz');
  });
});

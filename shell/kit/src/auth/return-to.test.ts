import { describe, expect, it } from 'vitest';
import { RETURN_TO_TTL_MS, rememberReturnTo, safeReturnPath, takeReturnTo } from './return-to.js';

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

describe('safeReturnPath', () => {
  it('keeps a path of this origin with its query and hash', () => {
    expect(safeReturnPath('/history')).toBe('/history');
    expect(safeReturnPath('/suggestion/0b6e?tab=xi#pitch')).toBe('/suggestion/0b6e?tab=xi#pitch');
    expect(safeReturnPath('/a/../history')).toBe('/history');
  });

  it('refuses anything a browser could take to another site', () => {
    for (const value of [
      'https://evil.example/',
      '//evil.example/history',
      '/\\evil.example',
      '/\\/evil.example',
      'javascript:alert(1)',
      ' /history',
      '/\t/evil.example',
      'history',
      '',
      null,
      42,
    ]) {
      expect(safeReturnPath(value), String(value)).toBeNull();
    }
  });
});

describe('remember and take the return address', () => {
  it('returns the remembered path once', () => {
    const storage = memoryStorage();
    rememberReturnTo('/suggestion/abc', 1000, storage);
    expect(takeReturnTo(2000, storage)).toBe('/suggestion/abc');
    expect(takeReturnTo(3000, storage)).toBeNull();
  });

  it('forgets it after a while', () => {
    const storage = memoryStorage();
    rememberReturnTo('/history', 0, storage);
    expect(takeReturnTo(RETURN_TO_TTL_MS + 1, storage)).toBeNull();
    expect(storage.items.size).toBe(0);
  });

  it('never stores or returns another origin', () => {
    const storage = memoryStorage();
    rememberReturnTo('//evil.example', 0, storage);
    expect(storage.items.size).toBe(0);
    storage.setItem('fpl-assistant.return-to', JSON.stringify({ path: 'https://evil.example', at: 0 }));
    expect(takeReturnTo(1, storage)).toBeNull();
    storage.setItem('fpl-assistant.return-to', 'not json');
    expect(takeReturnTo(1, storage)).toBeNull();
  });

  it('does nothing without storage', () => {
    expect(() => rememberReturnTo('/history', 0, undefined)).not.toThrow();
    expect(takeReturnTo(0, undefined)).toBeNull();
  });
});

import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

export interface StatusEntry {
  text: string;
  /** performance.now() when the text appeared. */
  at: number;
}

declare global {
  interface Window {
    __statusLog?: StatusEntry[];
  }
}

/**
 * Records every text a live status region (role=status) shows, in order, from the page's first script on.
 * Staged progress messages can last a second or less; asserting them one by one with web-first assertions
 * races a busy machine, while the log keeps each one however short it was.
 */
export async function recordStatusMessages(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const log: StatusEntry[] = [];
    window.__statusLog = log;
    const seen = new WeakMap<Element, string>();
    const scan = () => {
      for (const el of document.querySelectorAll('[role="status"]')) {
        const text = (el.textContent ?? '').trim();
        if (text && seen.get(el) !== text) {
          seen.set(el, text);
          log.push({ text, at: performance.now() });
        }
      }
    };
    new MutationObserver(scan).observe(document, { subtree: true, childList: true, characterData: true });
  });
}

/** The statuses shown so far that are among `messages`, in order (other live regions left out). */
export async function statusMessages(page: Page, messages: readonly string[]): Promise<StatusEntry[]> {
  const log = await page.evaluate(() => window.__statusLog ?? []);
  return log.filter((entry) => messages.includes(entry.text));
}

/**
 * Checks each message stayed at least its spec delay (less 100 ms: the first message is timed from its render,
 * a little after its timer started).
 */
export function expectStagesLasted(entries: readonly StatusEntry[], delaysMs: readonly number[]): void {
  expect(entries.length).toBeGreaterThan(delaysMs.length);
  delaysMs.forEach((delay, i) => {
    const gap = (entries[i + 1]?.at ?? 0) - (entries[i]?.at ?? 0);
    expect(gap, `'${entries[i]?.text}' shown for ${Math.round(gap)} ms`).toBeGreaterThanOrEqual(delay - 100);
  });
}

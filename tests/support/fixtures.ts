import { test as base, expect } from '@playwright/test';

/** Image requests to the Premier League badge host: answered 404 at once (the app hides failed badges). */
export const BADGE_HOST = 'https://resources.premierleague.com/';

interface Fixtures {
  /** Console errors and uncaught page errors seen so far; checked to be empty after every test. */
  consoleErrors: string[];
  /** Lets a test expect some console errors (e.g. a remote that is down on purpose). */
  allowConsoleErrors: (pattern: RegExp) => void;
}

export const test = base.extend<Fixtures & { _allowed: RegExp[] }>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
  _allowed: async ({}, use) => {
    await use([]);
  },
  allowConsoleErrors: async ({ _allowed }, use) => {
    await use((pattern) => _allowed.push(pattern));
  },
  consoleErrors: [
    async ({ page, _allowed }, use) => {
      const errors: string[] = [];
      await page.route(`${BADGE_HOST}**`, (route) => route.fulfill({ status: 404, body: '' }));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const where = message.location().url;
        if (where.startsWith(BADGE_HOST)) return;
        errors.push(`${message.text()} (${where})`);
      });
      page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
      await use(errors);
      const unexpected = errors.filter((text) => !_allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

// pnpm --filter @fpl-assistant/tests screens — a screenshot tour of every route at desktop and phone sizes,
// against the real server over the built apps (build first: pnpm --filter @fpl-assistant/tests build:web).
// Writes PNGs to SCREENS_DIR (default /tmp/fpl-screens) and prints each page's console errors. A tool for
// looking at the pages, not a test: the Playwright suites assert behaviour.
import fs from 'node:fs';
import path from 'node:path';
import { type Browser, type BrowserContext, chromium, type Page, request } from '@playwright/test';
import {
  buildRecommendations,
  buildSquad,
  loadBootstrap,
  type Recommendations,
  seedFlow,
} from '../e2e/results-data.js';
import { chromiumLaunchOptions } from '../support/chromium.js';
import { BADGE_HOST } from '../support/fixtures.js';
import { RECORDED_NOW } from '../support/fpl-data.js';
import { sharedRoot } from '../support/paths.js';
import { newUser, signInAs, signUpUser, type TestUser } from '../support/users.js';
import { startBuiltServer } from './built-server.js';

const OUT = process.env.SCREENS_DIR ?? '/tmp/fpl-screens';
const SCREENSHOT = path.join(sharedRoot, 'screenshots', 'fpl_pickteam_2021-22_gw13_a.jpeg');
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone360', width: 360, height: 740 },
  { name: 'phone390', width: 390, height: 844 },
];
const ONLY = process.env.SCREENS_ONLY; // e.g. "desktop" or "phone360"

const problems: string[] = [];

async function newContext(browser: Browser, baseURL: string, viewport: { width: number; height: number }) {
  const context = await browser.newContext({ baseURL, viewport });
  // Badge images come from the Premier League's CDN, unreachable here: a 404 checks they hide on error.
  await context.route(`${BADGE_HOST}**`, (route) => route.fulfill({ status: 404, body: '' }));
  return context;
}

async function openPage(context: BrowserContext, label: string): Promise<Page> {
  const page = await context.newPage();
  // The recorded data's time: two days before the gameweek 2 deadline.
  await page.clock.install({ time: RECORDED_NOW });
  page.on('console', (m) => {
    if (m.type() === 'error' && !m.location().url.startsWith(BADGE_HOST))
      problems.push(`${label}: console error ${m.text()} (${m.location().url})`);
  });
  page.on('pageerror', (e) => problems.push(`${label}: uncaught ${e.message}`));
  return page;
}

/**
 * The whole page in one PNG by making the viewport as tall as the page (Playwright's fullPage option, with
 * the page clock installed, put the results tabs back on Transfers while capturing).
 */
async function fullPageShot(page: Page, file: string) {
  const viewport = page.viewportSize();
  if (!viewport) return page.screenshot({ path: file, fullPage: true });
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  await page.setViewportSize({ width: viewport.width, height: Math.max(height, viewport.height) });
  await page.waitForTimeout(150);
  await page.screenshot({ path: file });
  await page.setViewportSize(viewport);
}

/** Saves a full-page PNG and notes horizontal overflow (the page wider than the viewport). */
async function shot(page: Page, viewport: string, name: string) {
  await page.waitForLoadState('networkidle').catch(() => undefined);
  await page.waitForTimeout(300);
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((el) => el.getBoundingClientRect().right > width + 1 && el.offsetParent !== null)
      .filter((el) => !el.closest('[data-overflow-ok], .fpl-tabs__list, [role=tablist]'))
      .slice(0, 3)
      .map((el) => `${el.tagName.toLowerCase()}.${String(el.className).split(' ')[0]}`);
    return document.documentElement.scrollWidth > width ? wide : [];
  });
  if (overflow.length) problems.push(`${viewport}/${name}: horizontal overflow (${overflow.join(', ')})`);
  const file = path.join(OUT, `${viewport}-${name}.png`);
  await fullPageShot(page, file);
  console.log(`  ${file}`);
}

async function signedOut(browser: Browser, url: string, vp: (typeof VIEWPORTS)[number]) {
  const context = await newContext(browser, url, vp);
  const page = await openPage(context, `${vp.name} signed out`);
  for (const [route, name] of [
    ['/', 'landing'],
    ['/login', 'login'],
    ['/register', 'register'],
    ['/forgot-password', 'forgot-password'],
    ['/reset-password', 'reset-password'],
    ['/pricing', 'pricing'],
    ['/no-such-page', 'not-found'],
  ] as const) {
    await page.goto(route);
    await shot(page, vp.name, name);
  }
  // The whole demo with its fixed sample and delays.
  await page.goto('/demo');
  await shot(page, vp.name, 'demo');
  await page.getByRole('button', { name: 'Analyze Team' }).click();
  await page.waitForURL('**/demo/analyzing');
  await page.waitForTimeout(800);
  await page.screenshot({ path: path.join(OUT, `${vp.name}-demo-analyzing.png`) });
  await page.waitForURL('**/demo/confirm', { timeout: 15_000 });
  await shot(page, vp.name, 'demo-confirm');
  await page.getByRole('button', { name: 'Continue to Recommendations' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({
    path: path.join(OUT, `${vp.name}-demo-analyzing-recommendations.png`),
  });
  await page.waitForURL('**/demo/results', { timeout: 20_000 });
  await shot(page, vp.name, 'demo-results');
  await context.close();
}

async function resultsTabs(page: Page, viewport: string, prefix: string) {
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForTimeout(500);
  const tabs = page.getByRole('tab');
  if ((await tabs.count()) === 0) {
    // Phone: collapsible sections; open them all for one long picture.
    for (const button of await page.locator('main button[aria-expanded="false"]').all())
      await button.click().catch(() => undefined);
    await shot(page, viewport, `${prefix}-sections`);
    return;
  }
  for (const tab of await tabs.all()) {
    const label = ((await tab.textContent()) ?? '').trim().toLowerCase().replace(/\W+/g, '-');
    await tab.click();
    // Open the first transfer card: its reason, form, xG/xA and coloured next fixtures.
    const collapsed = page.getByRole('tabpanel').locator('button[aria-expanded="false"]');
    if (label === 'transfers' && (await collapsed.count()) > 0) await collapsed.first().click();
    await shot(page, viewport, `${prefix}-${label}`);
  }
}

async function signedIn(browser: Browser, url: string, vp: (typeof VIEWPORTS)[number]) {
  const api = await request.newContext({ baseURL: url });
  const user: TestUser = await signUpUser(api, newUser('screens'));
  const context = await newContext(browser, url, vp);
  let page = await openPage(context, `${vp.name} signed in`);
  await signInAs(page, user);
  await page.goto('/dashboard');
  await shot(page, vp.name, 'dashboard-new');
  await page.goto('/upload');
  await shot(page, vp.name, 'upload');
  await page.locator('input[type=file]').setInputFiles(SCREENSHOT);
  await shot(page, vp.name, 'upload-preview');
  await page.getByRole('button', { name: 'Analyze Team' }).click();
  await page.waitForURL(/\/(analyze|confirm)$/, { timeout: 20_000 });
  await page.waitForURL('**/confirm', { timeout: 60_000 }).catch(() => undefined);
  if (!page.url().endsWith('/confirm')) {
    await shot(page, vp.name, 'analyze-failed');
    await api.dispose();
    await context.close();
    return;
  }
  await shot(page, vp.name, 'confirm');
  await page.getByRole('button', { name: 'Edit' }).click();
  await shot(page, vp.name, 'confirm-edit');
  await context.close();

  // The rest of the flow from a legal squad (a real screenshot may read an old season's players).
  const bootstrap = await loadBootstrap(api);
  // With a captain and a vice, as a manager's squad has them: the review asks for both before it goes on.
  const built = buildSquad(bootstrap);
  const captainId = built.players.find((p) => p.isStarter && p.position === 'MID')?.id;
  const viceId = built.players.find((p) => p.isStarter && p.position === 'FWD')?.id;
  const squad = {
    ...built,
    players: built.players.map((p) => ({
      ...p,
      isCaptain: p.id === captainId,
      isViceCaptain: p.id === viceId,
    })),
  };
  const flow = await newContext(browser, url, vp);
  page = await openPage(flow, `${vp.name} signed in flow`);
  await signInAs(page, user);
  await seedFlow(page, { extracted: squad, recommendations: null });
  await page.goto('/confirm');
  await shot(page, vp.name, 'confirm-seeded');
  await page.getByRole('button', { name: 'Continue to Recommendations' }).click();
  await page.waitForURL('**/analyzing-recommendations');
  await page.waitForTimeout(700);
  await page.screenshot({ path: path.join(OUT, `${vp.name}-analyzing-recommendations.png`) });
  await page.waitForURL('**/results', { timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  await resultsTabs(page, vp.name, 'results');
  await page.getByRole('button', { name: 'Save' }).first().click();
  await page.waitForURL('**/history', { timeout: 20_000 });
  await shot(page, vp.name, 'history');
  await page.getByRole('link', { name: 'View Details' }).first().click();
  await page.waitForURL(/\/suggestion\/[^/]+$/);
  await shot(page, vp.name, 'suggestion');
  await page.goto('/suggestion/999999');
  await shot(page, vp.name, 'suggestion-not-found');
  await page.goto('/dashboard');
  await shot(page, vp.name, 'dashboard-used');
  await page.goto('/pricing');
  await shot(page, vp.name, 'pricing-signed-in');
  await flow.close();

  // Seeded recommendations with doubles and blanks, for the chip views the real data may not have.
  const seeded = await newContext(browser, url, vp);
  const seededPage = await openPage(seeded, `${vp.name} seeded results`);
  const recommendations: Recommendations = buildRecommendations(squad, bootstrap);
  await signInAs(seededPage, user);
  await seedFlow(seededPage, { extracted: squad, recommendations });
  await seededPage.goto('/results');
  await resultsTabs(seededPage, vp.name, 'seeded');
  await seeded.close();
  await api.dispose();
}

async function main() {
  fs.mkdirSync(OUT, { recursive: true });
  // Several sign-ups and sign-ins from one address: above the default rate limit.
  const server = await startBuiltServer('screens', {
    RATE_LIMIT_MAX_PER_IP: '1000',
    RATE_LIMIT_MAX_PER_EMAIL: '1000',
    RATE_LIMIT_SIGNUPS_PER_IP: '1000',
  });
  const browser = await chromium.launch(chromiumLaunchOptions);
  try {
    for (const vp of VIEWPORTS) {
      if (ONLY && vp.name !== ONLY) continue;
      console.log(`${vp.name} ${vp.width}x${vp.height}`);
      await signedOut(browser, server.url, vp);
      await signedIn(browser, server.url, vp);
    }
  } finally {
    await browser.close();
    server.stop();
  }
  console.log(
    problems.length ? `\nproblems:\n${problems.map((p) => `  ${p}`).join('\n')}` : '\nno problems seen',
  );
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});

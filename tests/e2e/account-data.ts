import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import Database from 'better-sqlite3';
import { e2eEnv } from '../support/env.js';
import type { TestUser } from '../support/index.js';

// Helpers for the account and upload specs: an API session, saved suggestions and quota set up through the
// real server (and, for what no endpoint changes, its SQLite file).

/** An access token for `user`, from the GoTrue-style sign-in. */
export async function accessToken(request: APIRequestContext, user: TestUser): Promise<string> {
  const res = await request.post('/auth/v1/token?grant_type=password', {
    data: { email: user.email, password: user.password },
  });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** Saves a minimal suggestion for `gameweek` with `transfers` transfers; resolves its id. */
export async function saveSuggestion(
  request: APIRequestContext,
  token: string,
  gameweek: number,
  transfers: number,
): Promise<string> {
  const transfer = {
    playerOut: 'Wood',
    playerOutTeam: 'NFO',
    playerIn: 'Watkins',
    playerInTeam: 'AVL',
    cost: 1.5,
    priority: 'High',
    reason: 'Better fixtures',
  };
  const res = await request.post('/api/suggestions', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      gameweek,
      extractedData: {
        gameweek,
        freeTransfers: 1,
        budget: 0.5,
        formation: '3-4-3',
        players: [
          {
            id: 1,
            name: 'Raya',
            team: 'ARS',
            position: 'GKP',
            price: 5.5,
            isStarter: true,
            isCaptain: false,
            isViceCaptain: false,
          },
        ],
      },
      recommendations: {
        transfers: Array.from({ length: transfers }, () => transfer),
        captain: { player: 'Salah', reason: 'Form', fixture: 'BUR (H)', expectedPoints: 8 },
        viceCaptain: { player: 'Haaland', reason: 'Form', fixture: 'WHU (A)', expectedPoints: 7 },
        startingXI: [],
        bench: [],
        budgetImpact: { starting: 0.5, afterTransfers: -1, affordable: false },
      },
      researchSources: [],
    },
  });
  if (!res.ok()) throw new Error(`saving a suggestion failed: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Sets a profile's tier and analyses used this month straight in the server's database: no endpoint changes
 * them (the tier comes from Polar webhooks, usage from analyses).
 */
export function setProfile(email: string, changes: { tier?: string; used?: number }): void {
  const db = new Database(path.join(e2eEnv().dataDir, 'fpl-assistant.db'));
  try {
    db.pragma('busy_timeout = 5000');
    const today = new Date().toISOString().slice(0, 10);
    if (changes.tier) db.prepare('UPDATE profiles SET tier = ? WHERE email = ?').run(changes.tier, email);
    if (changes.used !== undefined) {
      db.prepare('UPDATE profiles SET monthly_analyses_used = ?, last_reset_date = ? WHERE email = ?').run(
        changes.used,
        today,
        email,
      );
    }
  } finally {
    db.close();
  }
}

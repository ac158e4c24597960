// The manager's rules kept on real data (issue 34): for ten seeded legal squads of 2025-26 before the GW33
// deadline, a random set of valid rules (locks, bans, a booked transfer, a chip fixed to a week, another
// forbidden, a captain fixed, hits and transfers a week) is kept by every plan the engine returns, as the
// independent referee (claims.ts checkRules, and checkClaims for FPL's own rules) reads it; a rule that cannot be
// kept is refused naming its kind. The built CLI's `plan --json` is held to the same for two squads, and exits 2
// naming the flag for a rule it cannot keep.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  analyzeSquadDetailed,
  type BootstrapStatic,
  ConstraintError,
  type ExtractedTeamData,
  type FplElement,
  type FplFixture,
  historyFromEventLive,
  type ManagerConstraints,
} from '@fpl-assistant/engine';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/paths.js';
import { buildPreGw33DataDir, havePreGw33Data, PRE_GW33_GAMEWEEK } from '../support/season-2025-26.js';
import { checkClaims, checkRules, type PlanDocument } from './claims.js';
import { claimsSquads, rng } from './random-squad.js';

const CLI = path.join(repoRoot, 'cli', 'dist', 'index.js');
const available = havePreGw33Data();
if (!available) console.warn('Skipping the rules test: ../shared/fpl-data (2025-26 pre-GW33) is not there.');

/** Development seeds, as the claims test's. */
const SEEDS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const GW = PRE_GW33_GAMEWEEK;
const HORIZON = 5;

const readJson = <T>(file: string): T => JSON.parse(fs.readFileSync(file, 'utf8')) as T;
const noChance = (e: FplElement) =>
  e.chance_of_playing_next_round === 0 || ['i', 's', 'u', 'n'].includes(e.status);

/** A random set of rules holding the squad could keep: each drawn so FPL's rules allow it. */
function randomRules(bootstrap: BootstrapStatic, squad: ExtractedTeamData, seed: number): ManagerConstraints {
  const random = rng(seed * 104_729);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
  const owned = new Set(squad.players.map((p) => p.id));
  const fit = squad.players.filter((p) => !noChance(byId.get(p.id) as FplElement));
  const locked = [pick(fit)];
  const second = pick(fit.filter((p) => p !== locked[0]));
  if (random() < 0.5) locked.push(second);
  const stars = bootstrap.elements
    .filter((e) => !owned.has(e.id) && e.element_type <= 4 && !noChance(e))
    .sort((a, b) => b.total_points - a.total_points)
    .slice(0, 40);
  const banned = [pick(stars).id];
  const sellable = fit.filter((p) => !locked.includes(p));
  if (random() < 0.5) banned.push(pick(sellable).id);
  const rules: ManagerConstraints = { locked: locked.map((p) => p.id), banned };
  const out = pick(sellable.filter((p) => !banned.includes(p.id)));
  const clubs = new Map<number, number>();
  for (const p of squad.players) {
    const team = byId.get(p.id)?.team ?? 0;
    if (p.id !== out.id) clubs.set(team, (clubs.get(team) ?? 0) + 1);
  }
  const bank = squad.bank ?? squad.budget;
  const outType = byId.get(out.id)?.element_type;
  const into = bootstrap.elements.filter(
    (e) =>
      e.element_type === outType &&
      !owned.has(e.id) &&
      !banned.includes(e.id) &&
      !noChance(e) &&
      e.total_points > 40 &&
      e.now_cost / 10 <= out.price + bank &&
      (clubs.get(e.team) ?? 0) < 3,
  );
  const bookedAt = GW + Math.floor(random() * HORIZON);
  if (into.length > 0) rules.booked = [{ gameweek: bookedAt, out: out.id, in: pick(into).id }];
  // One-week rules and a one-sided booking (issue 34), each on players no other rule names.
  const named = new Set<number>([...locked.map((p) => p.id), ...banned, out.id]);
  const free = sellable.filter((p) => !named.has(p.id));
  const lockedFor = pick(free);
  named.add(lockedFor.id);
  rules.lockedThrough = [{ player: lockedFor.id, gameweek: GW + Math.floor(random() * (HORIZON - 1)) }];
  const outWeek = GW + 1 + Math.floor(random() * (HORIZON - 1));
  const heldOut = random() < 0.5 ? pick(free.filter((p) => !named.has(p.id))) : undefined;
  const starOut = pick(
    stars.filter((e) => !banned.includes(e.id) && !rules.booked?.some((b) => b.in === e.id)),
  );
  rules.bannedIn = [{ player: heldOut?.id ?? starOut.id, gameweek: outWeek }];
  if (heldOut) named.add(heldOut.id);
  const oneSidedAt = [GW, GW + 1, GW + 2, GW + 3, GW + 4].filter((g) => g !== bookedAt && g !== outWeek);
  const sideWeek = pick(oneSidedAt);
  if (random() < 0.5) {
    const sold = pick(free.filter((p) => !named.has(p.id)));
    named.add(sold.id);
    rules.booked = [...(rules.booked ?? []), { gameweek: sideWeek, out: sold.id }];
  } else {
    // A buy every player of his position who may make way can pay for, at a club with room.
    const spent = Math.max(
      0,
      ...(rules.booked ?? []).map((b) => {
        const cost = (byId.get(b.in as number)?.now_cost ?? 0) / 10;
        return cost - (squad.players.find((p) => p.id === b.out)?.price ?? 0);
      }),
    );
    const clubsNow = new Map<number, number>();
    for (const p of squad.players) {
      const team = byId.get(p.id)?.team ?? 0;
      clubsNow.set(team, (clubsNow.get(team) ?? 0) + 1);
    }
    const buys = bootstrap.elements.filter((e) => {
      const sellers = free.filter((p) => !named.has(p.id) && byId.get(p.id)?.element_type === e.element_type);
      return (
        sellers.length > 0 &&
        !owned.has(e.id) &&
        !noChance(e) &&
        e.total_points > 40 &&
        !banned.includes(e.id) &&
        e.id !== starOut.id &&
        !rules.booked?.some((b) => b.in === e.id) &&
        (clubsNow.get(e.team) ?? 0) < 2 &&
        e.now_cost / 10 <= Math.min(...sellers.map((p) => p.price)) + bank - spent
      );
    });
    if (buys.length > 0) rules.booked = [...(rules.booked ?? []), { gameweek: sideWeek, in: pick(buys).id }];
  }
  const status = squad.chipStatus ?? {};
  const open = (['bench_boost', 'triple_captain', 'free_hit'] as const).filter(
    (f) => !status[`${f}_2` as keyof typeof status]?.used,
  );
  const chipWeek = GW + 1 + Math.floor(random() * HORIZON);
  if (open.length > 0 && !rules.booked?.some((b) => b.gameweek === chipWeek)) {
    const family = pick(open);
    if (family !== 'free_hit' || chipWeek < GW + HORIZON) rules.chips = [{ family, gameweek: chipWeek }];
  }
  const forbidden = random() < 0.5 ? 'wildcard' : 'free_hit';
  if (!rules.chips?.some((c) => c.family === forbidden)) rules.forbiddenChips = [forbidden];
  const captainWeek = GW + Math.floor(random() * HORIZON);
  const freeHitWeek = rules.chips?.find((c) => c.family === 'free_hit')?.gameweek;
  // A Free Hit's week fields the chip's own squad: no captain is fixed there.
  if (captainWeek !== freeHitWeek)
    rules.captains = [{ gameweek: captainWeek, player: locked[0]?.id as number }];
  // Each week's forced moves (bookings, banned players held sold) within the free transfers, or hits on.
  const forced = new Map<number, number>();
  const add = (gw: number) => forced.set(gw, (forced.get(gw) ?? 0) + 1);
  for (const b of rules.booked ?? []) add(b.gameweek);
  for (const id of banned) if (owned.has(id)) add(GW);
  for (const b of rules.bannedIn) if (owned.has(b.player)) add(b.gameweek);
  const most = Math.max(0, ...forced.values());
  rules.allowHits = (forced.get(GW) ?? 0) > squad.freeTransfers || most > 1 || random() < 0.5;
  if (random() < 0.5) rules.maxTransfersPerGameweek = Math.max(most, 2 + Math.floor(random() * 2));
  return rules;
}

function cli(args: readonly string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(process.execPath, [CLI, ...args], { maxBuffer: 20 * 1024 * 1024 }, (error, stdout, stderr) =>
      resolve({ code: error ? ((error as { code?: number }).code ?? 1) : 0, stdout, stderr }),
    );
  });
}

/** The rules as `plan` flags, by element id. */
function flags(rules: ManagerConstraints): string[] {
  return [
    ...(rules.locked?.length ? ['--lock', ...rules.locked.map(String)] : []),
    ...(rules.lockedThrough ?? []).flatMap((l) => ['--lock', `${l.player}@${l.gameweek}`]),
    ...(rules.banned?.length ? ['--ban', ...rules.banned.map(String)] : []),
    ...(rules.bannedIn ?? []).flatMap((b) => ['--ban', `${b.player}@${b.gameweek}`]),
    ...(rules.booked ?? []).flatMap((b) => [
      '--book',
      `${b.gameweek}:${[b.in !== undefined ? `in=${b.in}` : '', b.out !== undefined ? `out=${b.out}` : ''].filter(Boolean).join(',')}`,
    ]),
    ...(rules.chips ?? []).flatMap((c) => ['--chip', `${c.family}@${c.gameweek}`]),
    ...(rules.forbiddenChips ?? []).flatMap((f) => ['--no-chip', f]),
    ...(rules.captains ?? []).flatMap((c) => ['--captain', `${c.gameweek}:${c.player}`]),
    ...(rules.allowHits ? ['--hits'] : []),
    ...(rules.maxTransfersPerGameweek !== undefined
      ? ['--max-transfers', String(rules.maxTransfersPerGameweek)]
      : []),
  ];
}

describe.skipIf(!available)("the manager's rules on 2025-26 before GW33", { timeout: 1_200_000 }, () => {
  let tmp = '';
  let dataDir = '';
  let bootstrap: BootstrapStatic;
  let fixtures: FplFixture[];
  let histories: ReturnType<typeof historyFromEventLive>;
  beforeAll(() => {
    tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'fpl-rules-'));
    dataDir = buildPreGw33DataDir(path.join(tmp, 'fpl-data'));
    bootstrap = readJson(path.join(dataDir, 'bootstrap-static.json'));
    fixtures = readJson(path.join(dataDir, 'fixtures.json'));
    histories = Array.from({ length: GW - 1 }, (_, i) => i + 1).flatMap((before) =>
      historyFromEventLive(
        before,
        readJson<{ elements: Parameters<typeof historyFromEventLive>[1] }>(
          path.join(dataDir, `event-${before}-live.json`),
        ).elements,
      ),
    );
  });
  afterAll(() => {
    if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  });

  const analyse = (squad: ExtractedTeamData, constraints: ManagerConstraints) =>
    analyzeSquadDetailed({
      squad,
      bootstrap,
      fixtures,
      histories,
      gameweek: GW,
      options: { horizon: HORIZON, constraints, constraintCosts: 'total' },
    });

  it('keeps every rule of a random valid set on ten seeded squads', () => {
    const findings: string[] = [];
    const refused: string[] = [];
    for (const { seed, squad } of claimsSquads(bootstrap, GW, SEEDS)) {
      const rules = randomRules(bootstrap, squad, seed);
      try {
        const a = analyse(squad, rules);
        const plan: PlanDocument = { gameweek: GW, gameweeks: a.plan.gameweeks };
        // A move the rules force (a booked transfer, the sale of a banned player) may lose points: the manager
        // asked for it.
        const names = new Set(
          [...(rules.booked ?? []).flatMap((b) => [b.in, b.out]), ...(rules.banned ?? [])].map(
            (id) => bootstrap.elements.find((e) => e.id === id)?.web_name ?? '',
          ),
        );
        const forced = (f: { kind: string; detail: string }) =>
          f.kind === 'negative gain recommended' && [...names].some((n) => n && f.detail.includes(n));
        for (const f of [
          ...checkRules(rules, squad, plan, a.recommendations),
          ...checkClaims({ bootstrap, fixtures, squad, recommendations: a.recommendations, plan }).filter(
            (f) => !forced(f),
          ),
        ])
          findings.push(`seed ${seed}: ${f.kind}: ${f.detail}`);
        expect(a.constraints?.costs.map((c) => c.constraint)).toBeDefined();
        expect(a.recommendations.constraints?.cost).toBeCloseTo(
          (a.constraints?.freePoints ?? 0) - (a.constraints?.points ?? 0),
          1,
        );
      } catch (error) {
        if (!(error instanceof ConstraintError)) throw error;
        refused.push(`seed ${seed}: ${error.constraint}: ${error.message}`);
      }
    }
    expect(findings).toEqual([]);
    // Rules drawn valid are kept, not refused.
    expect(refused).toEqual([]);
  });

  it('refuses rules that cannot be kept, naming the kind', () => {
    for (const { seed, squad } of claimsSquads(bootstrap, GW, [2, 4])) {
      const owned = new Set(squad.players.map((p) => p.id));
      const stranger = bootstrap.elements.find((e) => !owned.has(e.id) && !noChance(e)) as FplElement;
      const kind = (rules: ManagerConstraints) => {
        try {
          analyse(squad, rules);
          return 'kept';
        } catch (error) {
          if (error instanceof ConstraintError) return error.constraint;
          throw error;
        }
      };
      expect(kind({ locked: [stranger.id] })).toBe('lock');
      expect(kind({ lockedThrough: [{ player: stranger.id, gameweek: GW + 1 }] })).toBe('lock');
      const mine = squad.players[3] as ExtractedTeamData['players'][number];
      expect(kind({ locked: [mine.id], bannedIn: [{ player: mine.id, gameweek: GW + 2 }] })).toBe('ban');
      // A buy no player of his position can make way for: the dearest forward past every sale and the bank.
      const forwards = squad.players.filter(
        (p) => bootstrap.elements.find((e) => e.id === p.id)?.element_type === 4,
      );
      const richest = Math.max(...forwards.map((p) => p.price)) + (squad.bank ?? squad.budget);
      const dearestForward = bootstrap.elements
        .filter((e) => e.element_type === 4 && !owned.has(e.id) && !noChance(e))
        .sort((a, b) => b.now_cost - a.now_cost)[0] as FplElement;
      if (dearestForward.now_cost / 10 > richest)
        expect(kind({ booked: [{ gameweek: GW + 1, in: dearestForward.id }] })).toBe('book');
      const cheapest = [...squad.players].sort(
        (a, b) => a.price - b.price,
      )[0] as ExtractedTeamData['players'][number];
      const type = bootstrap.elements.find((e) => e.id === cheapest.id)?.element_type;
      const dearest = bootstrap.elements
        .filter((e) => e.element_type === type && !owned.has(e.id) && !noChance(e))
        .sort((a, b) => b.now_cost - a.now_cost)[0] as FplElement;
      if (dearest.now_cost / 10 > cheapest.price + (squad.bank ?? squad.budget))
        expect(kind({ booked: [{ gameweek: GW + 1, out: cheapest.id, in: dearest.id }] })).toBe('book');
      // Seed 4 has spent the second Bench Boost; seed 2 the second Free Hit.
      const used = seed % 4 === 0 ? 'bench_boost' : 'free_hit';
      expect(kind({ chips: [{ family: used, gameweek: GW + 2 }] })).toBe('chip');
    }
  });

  it('the CLI’s plan --json keeps them for two squads, and exits 2 naming the flag otherwise', async () => {
    if (!fs.existsSync(CLI)) throw new Error('cli/dist is missing: run pnpm build');
    const runs = claimsSquads(bootstrap, GW, [3, 8]).map(async ({ seed, squad }) => {
      const file = path.join(tmp, `squad-${seed}.json`);
      fs.writeFileSync(file, JSON.stringify(squad));
      const rules = randomRules(bootstrap, squad, seed);
      const base = ['plan', '--squad', file, '--data', dataDir, '--horizon', String(HORIZON), '--json'];
      const kept = await cli([...base, ...flags(rules)]);
      expect(kept.code, kept.stderr).toBe(0);
      const report = JSON.parse(kept.stdout) as PlanDocument & {
        constraints?: { constraints: ManagerConstraints };
      };
      // Hits and the most transfers a week go to plan as its own --hits and --max-transfers.
      const given = {
        ...rules,
        locked: [...(rules.locked ?? [])].sort((a, b) => a - b),
        banned: [...(rules.banned ?? [])].sort((a, b) => a - b),
        booked: [...(rules.booked ?? [])].sort((a, b) => a.gameweek - b.gameweek),
        allowHits: undefined,
        maxTransfersPerGameweek: undefined,
      };
      expect(report.constraints?.constraints).toEqual(JSON.parse(JSON.stringify(given)));
      const findings = checkRules(rules, squad, report).map((f) => `seed ${seed}: ${f.kind}: ${f.detail}`);
      const owned = new Set(squad.players.map((p) => p.id));
      const stranger = bootstrap.elements.find((e) => !owned.has(e.id)) as FplElement;
      const refused = await cli([...base, '--lock', String(stranger.id)]);
      const refusedWeek = await cli([...base, '--lock', `${stranger.id}@${GW + 1}`]);
      return { findings, refused, refusedWeek };
    });
    for (const { findings, refused, refusedWeek } of await Promise.all(runs)) {
      expect(findings).toEqual([]);
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/^error: --lock: .* cannot be kept: he is not in your squad\.\n$/);
      expect(refusedWeek.code).toBe(2);
      expect(refusedWeek.stderr).toMatch(
        new RegExp(`^error: --lock: .* cannot be kept through GW${GW + 1}: he is not in your squad\\.\\n$`),
      );
    }
  });
});

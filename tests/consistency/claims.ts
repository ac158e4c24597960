// An independent referee of the advice: given the season's data (bootstrap-static, fixtures), the squad, and what
// the doors print (the Recommendations JSON of `analyze`/the API, the plan JSON of `plan`), it checks every player,
// gameweek, chip and number the advice names against the plan and against FPL's rules. It reads the data and the
// printed documents only: it never calls the engine's decision code, so a wrong decision cannot vouch for itself.
import type {
  BootstrapStatic,
  ChipKey,
  ExtractedTeamData,
  FplElement,
  FplFixture,
  Recommendations,
} from '@fpl-assistant/engine';

/** The `plan --json` document, as far as the referee reads it. */
export interface PlanDocument {
  gameweek: number;
  gameweeks: {
    gameweek: number;
    chip: string | null;
    transfers: { out: number; in: number }[];
    freeTransfers: number;
    hits: number;
    captain: number;
    viceCaptain: number;
    startingXI: number[];
    bench: number[];
    bank: number;
  }[];
}

/** One broken claim or rule: a kind to count by, and what exactly is wrong. */
export interface Finding {
  kind: string;
  detail: string;
}

const FAMILY: Record<string, string> = {
  wildcard_1: 'wildcard',
  wildcard_2: 'wildcard',
  free_hit: 'free_hit',
  free_hit_2: 'free_hit',
  bench_boost: 'bench_boost',
  bench_boost_2: 'bench_boost',
  triple_captain: 'triple_captain',
  triple_captain_2: 'triple_captain',
};
const HALF: Record<string, 1 | 2> = {
  wildcard_1: 1,
  free_hit: 1,
  bench_boost: 1,
  triple_captain: 1,
  wildcard_2: 2,
  free_hit_2: 2,
  bench_boost_2: 2,
  triple_captain_2: 2,
};
const POSITION: Record<number, string> = { 1: 'GKP', 2: 'DEF', 3: 'MID', 4: 'FWD' };
const SHAPE: Record<string, number> = { GKP: 2, DEF: 5, MID: 5, FWD: 3 };

export interface ClaimsInput {
  bootstrap: BootstrapStatic;
  fixtures: readonly FplFixture[];
  squad: ExtractedTeamData;
  recommendations: Recommendations;
  plan: PlanDocument;
}

/** Every finding for one squad's advice; an empty list is advice that says only what the plan does, legally. */
export function checkClaims(input: ClaimsInput): Finding[] {
  const { bootstrap, fixtures, squad, recommendations: r, plan } = input;
  const findings: Finding[] = [];
  const add = (kind: string, detail: string) => findings.push({ kind, detail });
  const byId = new Map(bootstrap.elements.map((e) => [e.id, e]));
  const el = (id: number) => byId.get(id) as FplElement;
  const name = (id: number) => byId.get(id)?.web_name ?? `#${id}`;
  const webNames = new Set(bootstrap.elements.map((e) => e.web_name));
  const gw = plan.gameweek;
  const weekOf = new Map(plan.gameweeks.map((g) => [g.gameweek, g]));
  const noChance = (e: FplElement) =>
    e.chance_of_playing_next_round === 0 || ['i', 's', 'u', 'n'].includes(e.status);

  // Every player named exists.
  const named = [
    ...r.transfers.flatMap((t) => [t.playerOut, t.playerIn]),
    r.captain.player,
    r.viceCaptain.player,
    ...r.startingXI,
    ...r.bench,
  ];
  for (const n of named) if (!webNames.has(n)) add('unknown player', n);

  // The plan under FPL's rules, week by week.
  let owned = squad.players.map((p) => p.id);
  let free = squad.freeTransfers;
  for (const week of plan.gameweeks) {
    const chipWeek = week.chip === 'wildcard' || week.chip === 'free_hit';
    const after = [...owned];
    for (const t of week.transfers) {
      const i = after.indexOf(t.out);
      if (i < 0) add('sells a player not held', `GW${week.gameweek} ${name(t.out)}`);
      if (after.includes(t.in)) add('buys a player held', `GW${week.gameweek} ${name(t.in)}`);
      if (POSITION[el(t.out)?.element_type] !== POSITION[el(t.in)?.element_type])
        add('position swap', `GW${week.gameweek} ${name(t.out)} → ${name(t.in)}`);
      if (noChance(el(t.in)))
        add('buys a 0% player', `GW${week.gameweek} ${name(t.in)} (${el(t.in).news || el(t.in).status})`);
      if (i >= 0) after[i] = t.in;
    }
    const counts = new Map<string, number>();
    for (const id of after) {
      const p = POSITION[el(id).element_type] as string;
      counts.set(p, (counts.get(p) ?? 0) + 1);
    }
    for (const [p, n] of Object.entries(SHAPE))
      if ((counts.get(p) ?? 0) !== n) add('squad shape', `GW${week.gameweek} ${p} ${counts.get(p) ?? 0}`);
    if (week.transfers.length > 0) {
      const clubs = new Map<number, number>();
      for (const id of after) clubs.set(el(id).team, (clubs.get(el(id).team) ?? 0) + 1);
      for (const [team, n] of clubs)
        if (n > 3) add('club rule', `GW${week.gameweek}: ${n} from team ${team} after transfers`);
    }
    if (week.bank < -0.05) add('over budget', `GW${week.gameweek} bank ${week.bank}`);
    if (week.freeTransfers !== free)
      add('free transfers', `GW${week.gameweek}: ${week.freeTransfers}, FPL gives ${free}`);
    const hits = chipWeek ? 0 : Math.max(0, week.transfers.length - free);
    if (week.hits !== hits) add('hits', `GW${week.gameweek}: ${week.hits}, FPL charges ${hits}`);
    // The lineup: the squad held, a legal XI, captain and vice in it.
    const lineup = [...week.startingXI, ...week.bench].sort((a, b) => a - b);
    if (lineup.join() !== [...after].sort((a, b) => a - b).join())
      add('lineup is not the squad', `GW${week.gameweek}`);
    const xi = new Map<string, number>();
    for (const id of week.startingXI) {
      const p = POSITION[el(id).element_type] as string;
      xi.set(p, (xi.get(p) ?? 0) + 1);
    }
    if (
      week.startingXI.length !== 11 ||
      xi.get('GKP') !== 1 ||
      (xi.get('DEF') ?? 0) < 3 ||
      (xi.get('MID') ?? 0) < 2 ||
      (xi.get('FWD') ?? 0) < 1
    )
      add('illegal XI', `GW${week.gameweek}`);
    if (!week.startingXI.includes(week.captain) || !week.startingXI.includes(week.viceCaptain))
      add('captain not in XI', `GW${week.gameweek}`);
    if (week.captain === week.viceCaptain) add('captain is vice', `GW${week.gameweek}`);
    if (week.chip !== 'free_hit') owned = after;
    free = chipWeek ? Math.min(5, free + 1) : Math.min(5, Math.max(0, free - week.transfers.length) + 1);
  }

  // The advice's first week is the plan's.
  const first = plan.gameweeks[0];
  if (first) {
    const advised = r.transfers.map((t) => `${t.playerOut}>${t.playerIn}`).sort();
    const planned = first.transfers.map((t) => `${name(t.out)}>${name(t.in)}`).sort();
    if (advised.join() !== planned.join()) add('transfers differ from the plan', advised.join(', '));
    if (r.captain.player !== name(first.captain)) add('captain differs from the plan', r.captain.player);
    if (r.viceCaptain.player !== name(first.viceCaptain))
      add('vice differs from the plan', r.viceCaptain.player);
    if (r.startingXI.join() !== first.startingXI.map(name).join()) add('XI differs from the plan', '');
    if (r.bench.join() !== first.bench.map(name).join()) add('bench differs from the plan', '');
    // A chip week is labelled, and none of its moves reads as a transfer made on its own.
    const chipWeek = first.chip === 'wildcard' || first.chip === 'free_hit';
    if (chipWeek && !r.transferChip) add('chip week unlabelled', `GW${first.gameweek} ${first.chip}`);
    if (!chipWeek && r.transferChip) add('label without chip', r.transferChip.heading);
    for (const t of r.transfers) {
      if (chipWeek && /with a free transfer|after the \d-point hit/.test(t.reason))
        add('chip move as a transfer', `${t.playerOut} → ${t.playerIn}`);
      const gain = /adds (-?\d+\.\d) points/.exec(t.reason) ?? /A gain of (-?\d+\.\d) points/.exec(t.reason);
      if (!chipWeek && gain && Number(gain[1]) < 0 && !/because it (frees|makes)/.test(t.reason))
        add('negative gain recommended', `${t.playerOut} → ${t.playerIn}: ${gain[1]}`);
    }
  }

  // Chips: never one already played, one a week, the plan's weeks, the plan's bench and captain.
  const chips = r.chipStrategy;
  if (chips) {
    const used = new Set(
      Object.entries(squad.chipStatus ?? {})
        .filter(([, s]) => s?.used)
        .map(([k]) => k),
    );
    const windows = bootstrap.chips ?? [];
    const halfOf = (week: number) => (week <= 19 ? 1 : 2);
    const weeks = new Set<number>();
    for (const c of chips.optimalSequence) {
      if (used.has(c.chip)) add('plans a chip already played', `${c.chip} GW${c.timing}`);
      if (windows.length > 0 && HALF[c.chip] !== halfOf(c.timing))
        add('chip outside its half', `${c.chip} GW${c.timing}`);
      if (weeks.has(c.timing)) add('two chips in a week', `GW${c.timing}`);
      weeks.add(c.timing);
      const family = FAMILY[c.chip];
      const week = weekOf.get(c.timing);
      if (week && week.chip !== family)
        add('chip not in the plan', `${c.chip} GW${c.timing}; plan: ${week.chip ?? 'none'}`);
      if (family === 'bench_boost') {
        const m = /your bench \(([^)]*)\)/.exec(c.reasoning);
        const said = (m?.[1] ?? '').split(', ').filter(Boolean);
        // Past the plan, the squad held after it: a Free Hit in its last week reverts.
        const held = week ? week.bench.map(name) : owned.map(name);
        const wrong = said.filter((n) => !held.includes(n));
        if (wrong.length > 0 || (week && said.join() !== held.join()))
          add(
            'bench boost names another bench',
            `GW${c.timing}: said ${said.join(', ')}; plan ${held.join(', ')}`,
          );
      }
      if (family === 'triple_captain' && week && !c.reasoning.includes(name(week.captain)))
        add('triple captain is not the plan captain', `GW${c.timing}: ${name(week.captain)}`);
    }
    for (const week of plan.gameweeks) {
      if (!week.chip) continue;
      const listed = chips.optimalSequence.some(
        (c) => c.timing === week.gameweek && FAMILY[c.chip] === week.chip,
      );
      if (!listed) add('plan chip missing from the sequence', `${week.chip} GW${week.gameweek}`);
    }
    for (const dgw of chips.upcomingDGWs) {
      const tc = chips.optimalSequence.find(
        (c) => FAMILY[c.chip] === 'triple_captain' && c.timing === dgw.gameweek,
      );
      if (dgw.tripleCaptainRecommendation && !tc)
        add('triple captain card offers a week the plan does not use', `GW${dgw.gameweek}`);
      const week = weekOf.get(dgw.gameweek);
      if (
        dgw.tripleCaptainRecommendation &&
        tc &&
        week &&
        dgw.tripleCaptainRecommendation.player !== name(week.captain)
      )
        add('triple captain card names another captain', `GW${dgw.gameweek}`);
      const bb = chips.optimalSequence.some(
        (c) => FAMILY[c.chip] === 'bench_boost' && c.timing === dgw.gameweek,
      );
      if (dgw.benchBoostScore >= 7 && !bb)
        add('bench boost card recommends a week the plan does not', `GW${dgw.gameweek}`);
    }
    // The calendar's type is the fixture count's.
    for (const entry of chips.fixtureCalendar) {
      const counts = new Map(bootstrap.teams.map((t) => [t.id, 0]));
      for (const f of fixtures) {
        if (f.event !== entry.gameweek) continue;
        counts.set(f.team_h, (counts.get(f.team_h) ?? 0) + 1);
        counts.set(f.team_a, (counts.get(f.team_a) ?? 0) + 1);
      }
      const values = [...counts.values()];
      const type = values.some((n) => n === 0) ? 'bgw' : values.some((n) => n >= 2) ? 'dgw' : 'normal';
      if (entry.type !== type)
        add('calendar type', `GW${entry.gameweek}: ${entry.type}, fixtures say ${type}`);
    }
    // Chips remaining: the windows still open and not played.
    if (windows.length > 0) {
      const keyOf = (w: { name: string; start_event: number }): ChipKey => {
        const second = w.start_event > 19;
        const base =
          w.name === 'freehit'
            ? 'free_hit'
            : w.name === 'bboost'
              ? 'bench_boost'
              : w.name === '3xc'
                ? 'triple_captain'
                : 'wildcard';
        if (base === 'wildcard') return second ? 'wildcard_2' : 'wildcard_1';
        return (second ? `${base}_2` : base) as ChipKey;
      };
      const open = windows.filter((w) => w.stop_event >= gw && !used.has(keyOf(w))).length;
      if (chips.chipsRemaining !== open)
        add('chips remaining', `${chips.chipsRemaining}, windows say ${open}`);
    }
  }
  return findings;
}

/** Findings counted by kind, for a report line. */
export function countByKind(findings: readonly Finding[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const f of findings) counts[f.kind] = (counts[f.kind] ?? 0) + 1;
  return counts;
}

/** The manager's rules as the plan's input took them (engine ManagerConstraints), as far as the referee reads. */
export interface RulesGiven {
  locked?: number[];
  lockedThrough?: { player: number; gameweek: number }[];
  banned?: number[];
  bannedIn?: { player: number; gameweek: number }[];
  booked?: { gameweek: number; in?: number; out?: number }[];
  chips?: { family: string; gameweek: number }[];
  forbiddenChips?: string[];
  captains?: { gameweek: number; player: number }[];
  allowHits?: boolean;
  maxTransfersPerGameweek?: number;
}

/**
 * Every rule of the manager's the plan breaks, read from the plan document and the chips the advice plays
 * (its optimalSequence). A free hit week's squad is the chip's for a week: locks and bans are read on the
 * squads held the other weeks.
 */
export function checkRules(
  rules: RulesGiven,
  squad: ExtractedTeamData,
  plan: PlanDocument,
  recommendations?: Recommendations,
): Finding[] {
  const findings: Finding[] = [];
  const add = (kind: string, detail: string) => findings.push({ kind, detail });
  const played = (recommendations?.chipStrategy?.optimalSequence ?? []).map((c) => ({
    family: FAMILY[c.chip] ?? c.chip,
    gameweek: c.timing,
  }));
  let owned = squad.players.map((p) => p.id);
  const heldAtStart = new Set(owned);
  for (const week of plan.gameweeks) {
    const freeHit = week.chip === 'free_hit';
    const after = owned.map((id) => week.transfers.find((t) => t.out === id)?.in ?? id);
    if (!freeHit) {
      for (const id of rules.locked ?? [])
        if (!after.includes(id)) add('lock broken', `GW${week.gameweek}: ${id} is not held`);
      for (const id of rules.banned ?? []) {
        if (week.transfers.some((t) => t.in === id)) add('ban broken', `GW${week.gameweek}: ${id} bought`);
        if (after.includes(id))
          add(
            'ban broken',
            `GW${week.gameweek}: ${id} still held${heldAtStart.has(id) ? ' (not sold first)' : ''}`,
          );
      }
      for (const l of rules.lockedThrough ?? [])
        if (week.gameweek <= l.gameweek && !after.includes(l.player))
          add('lock broken', `GW${week.gameweek}: ${l.player}, kept through GW${l.gameweek}, is not held`);
      for (const b of rules.booked ?? []) {
        if (b.in !== undefined && b.gameweek <= week.gameweek && !after.includes(b.in))
          add('booking broken', `GW${week.gameweek}: ${b.in}, booked in for GW${b.gameweek}, is not held`);
        if (b.in === undefined && b.gameweek === week.gameweek && after.includes(b.out as number))
          add('booking broken', `GW${week.gameweek}: ${b.out}, booked out, is still held`);
      }
    }
    // A week out holds for whatever squad plays it, a free hit's too.
    const playing = freeHit ? [...week.startingXI, ...week.bench] : after;
    for (const b of rules.bannedIn ?? [])
      if (b.gameweek === week.gameweek && playing.includes(b.player))
        add('ban broken', `GW${week.gameweek}: ${b.player}, out this week, is in the squad`);
    for (const b of rules.booked ?? []) {
      const made =
        b.in !== undefined && b.out !== undefined
          ? week.transfers.some((t) => t.out === b.out && t.in === b.in)
          : week.transfers.some((t) => (b.in === undefined ? t.out === b.out : t.in === b.in));
      if (b.gameweek === week.gameweek && !made)
        add('booking broken', `GW${week.gameweek}: ${b.out ?? 'a player'} → ${b.in ?? 'a player'} not made`);
    }
    for (const c of rules.captains ?? [])
      if (c.gameweek === week.gameweek && (week.captain !== c.player || !week.startingXI.includes(c.player)))
        add('captain broken', `GW${week.gameweek}: captain ${week.captain}, not ${c.player}`);
    if (rules.allowHits === false && week.hits > 0)
      add('hits broken', `GW${week.gameweek}: ${week.hits} hits`);
    const most = rules.maxTransfersPerGameweek;
    const chipSquad = week.chip === 'wildcard' || freeHit;
    if (most !== undefined && !chipSquad && week.transfers.length > most)
      add('max transfers broken', `GW${week.gameweek}: ${week.transfers.length} transfers`);
    if (!freeHit) owned = after;
  }
  const last = plan.gameweeks[plan.gameweeks.length - 1]?.gameweek ?? plan.gameweek;
  for (const c of rules.chips ?? []) {
    const week = plan.gameweeks.find((w) => w.gameweek === c.gameweek);
    const inSequence =
      !recommendations || played.some((p) => p.family === c.family && p.gameweek === c.gameweek);
    if ((c.gameweek <= last && week?.chip !== c.family) || !inSequence)
      add('chip broken', `${c.family} not played in GW${c.gameweek}`);
  }
  for (const family of rules.forbiddenChips ?? []) {
    const week = plan.gameweeks.find((w) => w.chip === family);
    const later = played.find((p) => p.family === family);
    if (week || later) add('forbidden chip played', `${family} in GW${week?.gameweek ?? later?.gameweek}`);
  }
  return findings;
}

import { describe, expect, it } from 'vitest';
import { twoHalfChips } from './data-vaastav.js';
import { type DeclaredWeek, Referee, RefereeError, type RefereeFacts } from './referee.js';
import type { MarketPlayer } from './rules.js';
import { firstWeek, LINEUP, MARKET, outcomes, SQUAD_COST } from './test-market.js';

const facts = (market: ReadonlyMap<number, MarketPlayer> = MARKET, changes = {}): RefereeFacts => ({
  market,
  outcome: outcomes(changes),
});

const referee = () => new Referee({ chips: twoHalfChips(), freeTransferTopUps: new Map([[16, 5]]) });

/** GW2 after the first pick: one free transfer, 11 → 16 (both £5.0m), everyone scoring 2. */
function secondWeek(overrides: Partial<DeclaredWeek> = {}): DeclaredWeek {
  return {
    ...firstWeek(),
    gameweek: 2,
    firstPick: false,
    startingXI: LINEUP.startingXI.map((id) => (id === 11 ? 16 : id)),
    transfersIn: [16],
    transfersOut: [11],
    freeTransfers: 1,
    bank: 1000 - SQUAD_COST,
    ...overrides,
  };
}

function expectViolation(run: () => void, text: RegExp) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(RefereeError);
    expect((error as RefereeError).violations.join('; ')).toMatch(text);
    return;
  }
  throw new Error(`No violation matching ${text}`);
}

describe('the referee', () => {
  it('passes a legal first pick and a legal transfer, and keeps the total', () => {
    const r = referee();
    r.check(firstWeek(), facts());
    r.check(secondWeek(), facts());
    expect(r.weeks).toBe(2);
    expect(r.total).toBe(48);
  });

  it('rejects a squad that is not 2/5/5/3', () => {
    const r = referee();
    r.check(firstWeek(), facts());
    // A defender sold for a midfielder (both moves otherwise fine on money).
    expectViolation(
      () =>
        r.check(
          secondWeek({
            transfersIn: [26],
            startingXI: LINEUP.startingXI.map((id) => (id === 11 ? 26 : id)),
            bank: 1000 - SQUAD_COST - 20,
          }),
          facts(),
        ),
      /4 DEF instead of 5/,
    );
  });

  it('rejects more than 3 players of a club', () => {
    const crowded = new Map(MARKET);
    for (const id of [21, 22, 23]) crowded.set(id, { ...(MARKET.get(id) as MarketPlayer), club: 1 });
    expectViolation(() => referee().check(firstWeek(), facts(crowded)), /5 players of club 1/);
  });

  it('lets a club change crowd a squad, but never a purchase into that club', () => {
    const moved = (club: number) => {
      // Three owned players move to the club of 16, the player secondWeek buys.
      const market = new Map(MARKET);
      for (const id of [21, 22, 23]) market.set(id, { ...(MARKET.get(id) as MarketPlayer), club });
      return market;
    };
    const club16 = (MARKET.get(16) as MarketPlayer).club;
    const held = referee();
    held.check(firstWeek(), facts());
    const hold = secondWeek({ transfersIn: [], transfersOut: [], startingXI: LINEUP.startingXI });
    held.check({ ...hold, freeTransfers: 1 }, facts(moved(club16)));
    const bought = referee();
    bought.check(firstWeek(), facts());
    expectViolation(() => bought.check(secondWeek(), facts(moved(club16))), /players of club/);
  });

  it('lets a squad hold 4 of a club after a move, but no transfer that leaves 4 (FPL refuses it)', () => {
    // 21 and 22 move to club 6, which 23 and 31 play for: 4 of club 6.
    const market = new Map(MARKET);
    for (const id of [21, 22]) market.set(id, { ...(MARKET.get(id) as MarketPlayer), club: 6 });
    const start = () => {
      const r = referee();
      r.check(firstWeek(), facts());
      return r;
    };
    const held = start();
    const hold = secondWeek({ transfersIn: [], transfersOut: [], startingXI: LINEUP.startingXI });
    held.check(hold, facts(market));
    // 11 (club 1) for 17 (club 7) buys nobody from club 6 but leaves 4 of it.
    expectViolation(
      () =>
        start().check(
          secondWeek({
            transfersIn: [17],
            transfersOut: [11],
            startingXI: LINEUP.startingXI.map((id) => (id === 11 ? 17 : id)),
          }),
          facts(market),
        ),
      /4 players of club 6/,
    );
    // Selling 21 (now club 6) for 26 (club 1, same price) brings it to 3: legal.
    start().check(
      secondWeek({
        transfersIn: [26],
        transfersOut: [21],
        startingXI: LINEUP.startingXI.map((id) => (id === 21 ? 26 : id)),
        captain: 22,
      }),
      facts(market),
    );
  });

  it('rejects a negative bank', () => {
    const dear = new Map(MARKET);
    dear.set(31, { ...(MARKET.get(31) as MarketPlayer), cost: 200 });
    expectViolation(
      () => referee().check(firstWeek({ bank: 1000 - SQUAD_COST - 120 }), facts(dear)),
      /below zero/,
    );
  });

  it('rejects budget arithmetic that sells at now_cost instead of the selling price', () => {
    const r = referee();
    r.check(firstWeek(), facts());
    // 11 was bought at 5.0 and is now 5.5: it sells for 5.2, not 5.5.
    const risen = new Map(MARKET);
    risen.set(11, { ...(MARKET.get(11) as MarketPlayer), cost: 55 });
    expectViolation(
      () => r.check(secondWeek({ bank: 1000 - SQUAD_COST + 5 }), facts(risen)),
      /bank declared/,
    );
    const fair = referee();
    fair.check(firstWeek(), facts());
    fair.check(secondWeek({ bank: 1000 - SQUAD_COST + 2 }), facts(risen));
  });

  it('rejects a wrong free-transfer count', () => {
    const r = referee();
    r.check(firstWeek(), facts());
    expectViolation(() => r.check(secondWeek({ freeTransfers: 2 }), facts()), /free transfers declared 2/);
  });

  it('rejects hits not charged, and hits charged on a wildcard', () => {
    const r = referee();
    r.check(firstWeek(), facts());
    const two = {
      transfersIn: [16, 26],
      transfersOut: [11, 21],
      startingXI: LINEUP.startingXI.map((id) => (id === 11 ? 16 : id === 21 ? 26 : id)),
      captain: 22,
    };
    expectViolation(() => r.check(secondWeek({ ...two, hits: 0 }), facts()), /0 hits declared, 1 due/);
    const wildcard = referee();
    wildcard.check(firstWeek(), facts());
    expectViolation(
      () => wildcard.check(secondWeek({ ...two, chip: 'wildcard', hits: 1, points: 20 }), facts()),
      /1 hits declared, 0 due/,
    );
  });

  it('rejects a chip outside its window or played twice in one', () => {
    expectViolation(
      () => referee().check(firstWeek({ chip: 'wildcard' }), facts()),
      /wildcard played in GW1/,
    );
    const r = referee();
    r.check(firstWeek({ chip: 'bench_boost', points: 24 + 8 }), facts());
    expectViolation(
      () => r.check(secondWeek({ chip: 'bench_boost', points: 24 + 8 }), facts()),
      /bench_boost played in GW2 outside an unused window/,
    );
  });

  it('rejects free hits in consecutive gameweeks', () => {
    const twoHalves = new Referee({ chips: twoHalfChips() });
    // Straight to GW19 and GW20: a free hit in each half's window, back to back.
    const at19 = firstWeek({ gameweek: 18 });
    twoHalves.check(at19, facts());
    twoHalves.check(secondWeek({ gameweek: 19, chip: 'free_hit' }), facts());
    expectViolation(
      () =>
        twoHalves.check(
          secondWeek({ gameweek: 20, chip: 'free_hit', transfersIn: [16], transfersOut: [11] }),
          facts(),
        ),
      /consecutive/,
    );
  });

  it('rejects a points total that does not add up', () => {
    expectViolation(() => referee().check(firstWeek({ points: 25 }), facts()), /referee scores 24/);
    // A blank captain: the vice's points count twice; the captain is replaced from the bench.
    referee().check(firstWeek({ points: 24 }), facts(MARKET, { 21: { minutes: 0, points: 0 } }));
  });

  it('rejects an illegal lineup: goalkeeper not first on the bench, captain outside the XI, two keepers in the XI', () => {
    expectViolation(() => referee().check(firstWeek({ bench: [15, 2, 25, 33] }), facts()), /goalkeeper/);
    expectViolation(() => referee().check(firstWeek({ captain: 33 }), facts()), /captain or vice/);
    const twoKeepers = {
      startingXI: [1, 2, 12, 13, 14, 21, 22, 23, 24, 31, 32],
      bench: [11, 15, 25, 33],
    };
    expectViolation(() => referee().check(firstWeek(twoKeepers), facts()), /illegal formation/);
  });

  it('restores the squad and bank a week after a free hit', () => {
    const r = referee();
    r.check(firstWeek({ gameweek: 2 }), facts());
    r.check(secondWeek({ gameweek: 3, chip: 'free_hit', freeTransfers: 1 }), facts());
    // Back to the squad with 11: 16 was the free hit's and is gone.
    const sell16 = { gameweek: 4, transfersOut: [16], transfersIn: [17], freeTransfers: 1 };
    expectViolation(() => r.check(secondWeek(sell16), facts()), /#16 sold but not owned/);
    const back = referee();
    back.check(firstWeek({ gameweek: 2 }), facts());
    back.check(secondWeek({ gameweek: 3, chip: 'free_hit', freeTransfers: 1 }), facts());
    back.check(
      { ...firstWeek({ gameweek: 4 }), firstPick: false, transfersIn: [], freeTransfers: 1 },
      facts(),
    );
  });

  it('tops free transfers up to 5 at GW16', () => {
    const r = referee();
    r.check(firstWeek({ gameweek: 15 }), facts());
    r.check(secondWeek({ gameweek: 16, freeTransfers: 5 }), facts());
  });
});

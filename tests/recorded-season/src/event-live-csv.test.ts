import { describe, expect, it } from 'vitest';
import { eventLiveBodies } from './event-live-csv.js';

// Two players over three gameweeks, columns in another order than FPL's (they are found by name); player 7 had
// a double in GW2 and no match in GW1.
const CSV = `element,gw,fixture_ids,minutes,starts,goals_scored,assists,clean_sheets,goals_conceded,saves,bonus,bps,yellow_cards,red_cards,defensive_contribution,total_points,expected_goals,expected_assists,expected_goals_conceded
7,1,,0,0,0,0,0,0,0,0,0,0,0,0,0,0.00,0.00,0.00
7,2,11;12,180,2,1,1,0,3,0,2,40,0,0,5,13,0.85,0.31,2.10
9,1,3,90,1,0,0,1,0,4,0,22,1,0,0,6,0.00,0.02,0.40
9,3,21,90,1,0,0,0,2,1,0,9,0,0,0,2,0.00,0.00,1.30
`;

describe('eventLiveBodies', () => {
  it('groups the rows by gameweek before the one given, as FPL sends /event/{gw}/live/', () => {
    const bodies = eventLiveBodies(CSV, 3);
    expect([...bodies.keys()]).toEqual([1, 2]);
    expect(bodies.get(1)?.elements.map((e) => e.id)).toEqual([7, 9]);
    const double = bodies.get(2)?.elements[0];
    expect(double?.explain).toEqual([{ fixture: 11 }, { fixture: 12 }]);
    expect(double?.stats).toMatchObject({ minutes: 180, goals_scored: 1, total_points: 13, bps: 40 });
    // Expected stats stay decimal strings, as FPL sends them.
    expect(double?.stats.expected_goals).toBe('0.85');
    expect(bodies.get(1)?.elements[0]?.explain).toEqual([]);
  });
});

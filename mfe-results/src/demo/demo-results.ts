import type {
  ChipRecommendation,
  ChipStrategy,
  DoubleGameweekAnalysis,
  GameweekFixture,
  Recommendations,
} from '@fpl-assistant/engine';
import { parseFixtureText } from '../results/fixture-difficulty';
import type { FixturesOf, PitchFixturesOf } from '../results/team-fixtures';

// The demo's fixed sample results (spec §2 Demo) for its fixed GW15 squad: every part of the results page
// shows something, including all three blank-gameweek panels.

const fx = (opponent: string, venue: 'H' | 'A', difficulty: number): GameweekFixture => ({
  opponent,
  venue,
  difficulty,
});

const wildcard: ChipRecommendation = {
  chip: 'wildcard_1',
  timing: 16,
  reasoning:
    'Three of your starters face two or more difficulty-4 fixtures in the next five gameweeks; a rebuild before GW16 gains about 25 points over rolling transfers.',
  confidence: 0.75,
  expectedGain: 25,
  priority: 'immediate',
};

const sequence: ChipRecommendation[] = [
  wildcard,
  {
    chip: 'bench_boost',
    timing: 19,
    reasoning: 'GW19 is a double for CHE, LIV, NFO and WOL: 6 of your 15 play twice. Bench score 6/10.',
    confidence: 0.85,
    expectedGain: 35,
    priority: 'upcoming',
  },
  {
    chip: 'free_hit',
    timing: 21,
    reasoning: '6 of your players have no fixture in GW21 (30 points at risk); a Free Hit recovers about 21.',
    confidence: 0.9,
    expectedGain: 21,
    priority: 'future',
  },
  {
    chip: 'wildcard_2',
    timing: 24,
    reasoning: 'The second wildcard opens at GW21; GW24 leaves time to plan around the late-season doubles.',
    confidence: 0.7,
    expectedGain: 30,
    priority: 'future',
  },
  {
    chip: 'triple_captain',
    timing: 26,
    reasoning:
      'M.Salah plays twice in GW26 (BOU (H), WOL (H)), projected 14.8 points, about 29.6 as triple captain.',
    confidence: 0.95,
    expectedGain: 9.6,
    priority: 'future',
  },
];

const doubles: DoubleGameweekAnalysis[] = [
  {
    gameweek: 19,
    teams: [
      { teamId: 6, teamName: 'Chelsea', fixtures: [fx('FUL', 'H', 2), fx('IPS', 'A', 2)] },
      { teamId: 12, teamName: 'Liverpool', fixtures: [fx('LEI', 'H', 2), fx('WHU', 'A', 3)] },
      { teamId: 16, teamName: "Nott'm Forest", fixtures: [fx('TOT', 'H', 3), fx('EVE', 'A', 2)] },
      { teamId: 20, teamName: 'Wolves', fixtures: [fx('MUN', 'H', 3), fx('TOT', 'A', 3)] },
    ],
    topAssets: {
      GKP: [
        {
          name: 'Sánchez',
          team: 'CHE',
          position: 'GKP',
          price: 4.8,
          fixtures: [fx('FUL', 'H', 2), fx('IPS', 'A', 2)],
          expectedPoints: 8.1,
          rotationRisk: 'low',
        },
      ],
      DEF: [
        {
          name: 'Milenković',
          team: 'NFO',
          position: 'DEF',
          price: 5.1,
          fixtures: [fx('TOT', 'H', 3), fx('EVE', 'A', 2)],
          expectedPoints: 9.0,
          rotationRisk: 'low',
        },
        {
          name: 'Aït-Nouri',
          team: 'WOL',
          position: 'DEF',
          price: 4.5,
          fixtures: [fx('MUN', 'H', 3), fx('TOT', 'A', 3)],
          expectedPoints: 7.4,
          rotationRisk: 'medium',
        },
      ],
      MID: [
        {
          name: 'M.Salah',
          team: 'LIV',
          position: 'MID',
          price: 13.2,
          fixtures: [fx('LEI', 'H', 2), fx('WHU', 'A', 3)],
          expectedPoints: 15.6,
          rotationRisk: 'low',
        },
        {
          name: 'Palmer',
          team: 'CHE',
          position: 'MID',
          price: 11.2,
          fixtures: [fx('FUL', 'H', 2), fx('IPS', 'A', 2)],
          expectedPoints: 13.9,
          rotationRisk: 'low',
        },
      ],
      FWD: [
        {
          name: 'Wood',
          team: 'NFO',
          position: 'FWD',
          price: 6.8,
          fixtures: [fx('TOT', 'H', 3), fx('EVE', 'A', 2)],
          expectedPoints: 10.2,
          rotationRisk: 'low',
        },
        {
          name: 'Cunha',
          team: 'WOL',
          position: 'FWD',
          price: 7.0,
          fixtures: [fx('MUN', 'H', 3), fx('TOT', 'A', 3)],
          expectedPoints: 10.0,
          rotationRisk: 'medium',
        },
      ],
    },
    benchBoostScore: 6,
    tripleCaptainRecommendation: {
      player: 'M.Salah',
      expectedPoints: 15.6,
      reasoning:
        'M.Salah plays twice in GW19 (LEI (H), WHU (A)), projected 15.6 points, about 31.2 as triple captain.',
    },
  },
  {
    gameweek: 26,
    teams: [
      { teamId: 12, teamName: 'Liverpool', fixtures: [fx('BOU', 'H', 2), fx('WOL', 'H', 2)] },
      { teamId: 3, teamName: 'Bournemouth', fixtures: [fx('LIV', 'A', 5), fx('SOU', 'H', 2)] },
    ],
    topAssets: {
      GKP: [],
      DEF: [],
      MID: [
        {
          name: 'M.Salah',
          team: 'LIV',
          position: 'MID',
          price: 13.2,
          fixtures: [fx('BOU', 'H', 2), fx('WOL', 'H', 2)],
          expectedPoints: 14.8,
          rotationRisk: 'low',
        },
      ],
      FWD: [],
    },
    benchBoostScore: 4,
    tripleCaptainRecommendation: {
      player: 'M.Salah',
      expectedPoints: 14.8,
      reasoning:
        'M.Salah plays twice in GW26 (BOU (H), WOL (H)), projected 14.8 points, about 29.6 as triple captain.',
    },
  },
];

const chipStrategy: ChipStrategy = {
  currentRecommendation: wildcard,
  upcomingDGWs: doubles,
  upcomingBGWs: [
    {
      gameweek: 21,
      teamsAffected: ['CHE', 'NFO', 'CRY', 'NEW'],
      userPlayersAffected: ['Sánchez', 'Palmer', 'Jackson', 'Milenković', 'Wood', 'Muñoz'],
      expectedPointLoss: 30,
      freeHitRecommended: true,
      freeHitExpectedGain: 21,
      alternativeStrategy: null,
    },
    {
      gameweek: 23,
      teamsAffected: ['ARS', 'BRE'],
      userPlayersAffected: ['Gabriel', 'Mbeumo', 'Isak'],
      expectedPointLoss: 15,
      freeHitRecommended: false,
      freeHitExpectedGain: 0,
      alternativeStrategy: {
        description: 'Transfer out 2 of the 3 players without a fixture before GW23 and bench the rest.',
        transfersRequired: 2,
        hitsRequired: 1,
        expectedPoints: 50,
      },
    },
    {
      gameweek: 25,
      teamsAffected: ['SOU', 'IPS'],
      userPlayersAffected: [],
      expectedPointLoss: 0,
      freeHitRecommended: false,
      freeHitExpectedGain: 0,
      alternativeStrategy: null,
    },
  ],
  fixtureCalendar: [15, 16, 17, 18, 19, 20, 21, 22, 23].map((gameweek) => ({
    gameweek,
    type: gameweek === 19 ? 'dgw' : gameweek === 21 || gameweek === 23 ? 'bgw' : 'normal',
  })),
  optimalSequence: sequence,
  chipsRemaining: 5,
};

export const DEMO_RECOMMENDATIONS: Recommendations = {
  transfers: [
    {
      playerOut: 'Kluivert',
      playerOutTeam: 'BOU',
      playerIn: 'Amad',
      playerInTeam: 'MUN',
      cost: -0.4,
      priority: 'High',
      reason:
        'Kluivert has 1 attacking return in his last 5 and Bournemouth face three difficulty-4 fixtures; Amad averages 0.48 xGI per 90 and the switch frees £0.4m.',
      stats: {
        form: 6.2,
        xG: 0.27,
        xA: 0.21,
        fixtures: ['NFO (H)', 'MCI (A)', 'BOU (H)', 'WOL (A)', 'NEW (H)'],
      },
    },
    {
      playerOut: 'Wood',
      playerOutTeam: 'NFO',
      playerIn: 'Jackson',
      playerInTeam: 'CHE',
      cost: 0.9,
      priority: 'Medium',
      reason:
        'Jackson leads Chelsea with 0.62 xG per 90 and has four fixtures of difficulty 2 in the next five; worth the 4-point hit over five gameweeks.',
      stats: {
        form: 7.4,
        xG: 0.62,
        xA: 0.18,
        fixtures: ['TOT (A)', 'BRE (H)', 'EVE (A)', 'FUL (H)', 'IPS (A)'],
      },
    },
  ],
  captain: {
    player: 'M.Salah',
    reason:
      'Top projected points in the squad: 0.71 xGI per 90 on penalties, against an Everton side conceding 1.6 xG a game.',
    fixture: 'EVE (A)',
    expectedPoints: 8.6,
  },
  viceCaptain: {
    player: 'Palmer',
    reason:
      'Chelsea take the most shots of any side; Palmer is on set pieces and penalties with 0.64 xGI per 90.',
    fixture: 'TOT (A)',
    expectedPoints: 7.4,
  },
  startingXI: [
    'Sánchez',
    'Gabriel',
    'Milenković',
    'Muñoz',
    'M.Salah',
    'Palmer',
    'Mbeumo',
    'Amad',
    'Isak',
    'Jackson',
    'Cunha',
  ],
  bench: ['Fabianski', 'Aït-Nouri', 'Adama', 'Harwood-Bellis'],
  budgetImpact: { starting: 0.5, afterTransfers: 0.0, affordable: true },
  chipStrategy,
  analysis:
    'Your squad is strong at the top: M.Salah and Palmer carry the attack and both have favourable fixtures in GW15. ' +
    'The weak spots are the fifth midfielder and the third forward, where Kluivert and Wood face a tough run. ' +
    'Two transfers (one 4-point hit) move £0.5m into players with better underlying numbers and fixtures. ' +
    'Keep the wildcard for GW16 if injuries pile up, and plan the Bench Boost for the GW19 double.',
  researchSources: ['FPL API: bootstrap-static', 'FPL API: fixtures', 'Premier League injury news'],
};

// The sample's next-five difficulties for the players bought (the recorded FPL data is of another season).
const DEMO_DIFFICULTIES: Record<string, readonly number[]> = {
  MUN: [3, 4, 3, 2, 3],
  CHE: [3, 2, 2, 2, 2],
};

export const demoFixturesOf: FixturesOf = (teamCode, texts) =>
  texts.map((text, i) => ({
    text,
    ...parseFixtureText(text),
    difficulty: DEMO_DIFFICULTIES[teamCode]?.[i] ?? null,
  }));

// The sample's gameweek 15 (2024-25's), every club's side of it: the demo pitch's fixture list, as the live
// pitch's is the FPL one. The screenshot's own fixture texts are not used, as on the live pitch.
const DEMO_GW15: Record<string, readonly GameweekFixture[]> = {
  ARS: [fx('FUL', 'A', 3)],
  AVL: [fx('SOU', 'H', 2)],
  BHA: [fx('LEI', 'A', 2)],
  BOU: [fx('IPS', 'A', 2)],
  BRE: [fx('NEW', 'H', 3)],
  CHE: [fx('TOT', 'A', 3)],
  CRY: [fx('MCI', 'H', 4)],
  EVE: [fx('LIV', 'H', 5)],
  FUL: [fx('ARS', 'H', 4)],
  IPS: [fx('BOU', 'H', 3)],
  LEI: [fx('BHA', 'H', 3)],
  LIV: [fx('EVE', 'A', 2)],
  MCI: [fx('CRY', 'A', 2)],
  MUN: [fx('NFO', 'H', 3)],
  NEW: [fx('BRE', 'A', 3)],
  NFO: [fx('MUN', 'A', 3)],
  SOU: [fx('AVL', 'A', 3)],
  TOT: [fx('CHE', 'H', 4)],
  WHU: [fx('WOL', 'H', 2)],
  WOL: [fx('WHU', 'A', 3)],
};

export const demoPitchFixturesOf: PitchFixturesOf = (player) => DEMO_GW15[player.team.trim().toUpperCase()];

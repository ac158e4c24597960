// AI prose over the planner's numbers: the prompt a language model gets, and the checks its answer
// must pass before any of it reaches the user. The model rewrites reasons only; transfers, captaincy, XI, budget
// and chips stay exactly as the planner made them, and a player it names that is not in the data is rejected.
import type { FplElement, FplTeam } from '../fpl-api.js';
import { foldName } from '../names.js';
import type { Recommendations } from '../types.js';

/** The system instruction the language model gets: it words the analysis and never changes a number. */
export const PROSE_SYSTEM_INSTRUCTION = [
  'You write short, plain explanations for Fantasy Premier League recommendations.',
  'The recommendations and every number in them come from a projection model and an optimiser; they are final.',
  'Rewrite each reason so a manager understands it in one or two sentences.',
  'Use only the facts given: do not add players, clubs, injuries, news, statistics or numbers that are not in them.',
  'Keep numbers exactly as given (same decimals). Name players exactly as given.',
  'List in playersNamed every player your text mentions.',
].join(' ');

/** The JSON the model must answer (a Gemini-style response schema). */
export const PROSE_RESPONSE_SCHEMA = {
  type: 'object',
  properties: {
    transferReasons: { type: 'array', items: { type: 'string' } },
    captainReason: { type: 'string' },
    viceCaptainReason: { type: 'string' },
    analysis: { type: 'string' },
    playersNamed: { type: 'array', items: { type: 'string' } },
  },
  required: ['transferReasons', 'captainReason', 'viceCaptainReason', 'analysis', 'playersNamed'],
} as const;

/** The model's answer: a reason per transfer and captain pick, and a summary. */
export interface ProseAnswer {
  transferReasons: string[];
  captainReason: string;
  viceCaptainReason: string;
  analysis: string;
  playersNamed: string[];
}

/** The facts the model may use: the recommendations as the planner wrote them, as compact JSON. */
export function prosePrompt(r: Recommendations): string {
  const facts = {
    // A Wildcard's or Free Hit's squad: its moves are one chip, never free transfers or hits.
    ...(r.transferChip ? { transfersAreChip: r.transferChip.heading } : {}),
    transfers: r.transfers.map((t) => ({
      out: `${t.playerOut} (${t.playerOutTeam})`,
      in: `${t.playerIn} (${t.playerInTeam})`,
      cost: t.cost,
      priority: t.priority,
      reason: t.reason,
      stats: t.stats,
    })),
    captain: r.captain,
    viceCaptain: r.viceCaptain,
    startingXI: r.startingXI,
    bench: r.bench,
    budgetImpact: r.budgetImpact,
    chips: r.chipStrategy?.optimalSequence.map((c) => ({
      chip: c.chip,
      gameweek: c.timing,
      reasoning: c.reasoning,
    })),
    summary: r.analysis,
  };
  return [
    'Facts (JSON):',
    JSON.stringify(facts),
    '',
    `Answer JSON with transferReasons (one per transfer, ${r.transfers.length} in the same order), captainReason,`,
    'viceCaptainReason, analysis (a paragraph of at most 120 words for the whole team) and playersNamed.',
  ].join('\n');
}

/** The player, club and word names the prose may use; anything else is an invented name. */
export interface KnownNames {
  /** Every name a player goes by in the data (web, full, second and known name), folded. */
  players: Set<string>;
  /** Every word of those names and of the clubs' names, folded: what a proper noun in the prose may be. */
  words: Set<string>;
}

/** Chip, game and calendar words a reason may capitalise mid-sentence. */
const ALLOWED_WORDS = [
  'gw',
  'fpl',
  'xg',
  'xa',
  'xp',
  'xi',
  'free',
  'hit',
  'bench',
  'boost',
  'triple',
  'captain',
  'vice',
  'wildcard',
  'premier',
  'league',
  'i',
];

/** The names prose may use, from bootstrap-static's players and clubs. */
export function knownNames(elements: readonly FplElement[], teams: readonly FplTeam[] = []): KnownNames {
  const players = new Set<string>();
  const words = new Set<string>(ALLOWED_WORDS);
  const addWords = (name: string) => {
    for (const word of foldName(name).split(/[\s-]+/)) if (word) words.add(word);
  };
  for (const e of elements) {
    for (const name of [e.web_name, `${e.first_name} ${e.second_name}`, e.second_name, e.known_name]) {
      if (!name) continue;
      players.add(foldName(name));
      addWords(name);
    }
  }
  for (const t of teams) {
    addWords(t.name);
    addWords(t.short_name);
  }
  return { players, words };
}

const decimalsIn = (text: string) => text.match(/\d+\.\d+/g) ?? [];

/** Capitalised words that do not start a sentence: names, as far as plain text can tell. */
function properNouns(text: string): string[] {
  return text.split(/(?<=[.!?:;])\s+|\n+/).flatMap((sentence) => {
    const words = sentence.trim().split(/\s+/).slice(1);
    return words.flatMap((word) => {
      const match = /^[("'“‘]*(\p{Lu}[\p{L}'’]*)/u.exec(word);
      return match?.[1] ? [match[1].replace(/['’]s$/u, '')] : [];
    });
  });
}

/** The model's prose named a player or number the analysis does not hold; the analysis keeps its own wording. */
export class ProseRejected extends Error {
  override name = 'ProseRejected';
}

function asAnswer(value: unknown): ProseAnswer {
  const v = value as Partial<ProseAnswer> | null;
  const strings = (x: unknown): x is string[] => Array.isArray(x) && x.every((s) => typeof s === 'string');
  if (
    !v ||
    !strings(v.transferReasons) ||
    typeof v.captainReason !== 'string' ||
    typeof v.viceCaptainReason !== 'string' ||
    typeof v.analysis !== 'string' ||
    !strings(v.playersNamed)
  ) {
    throw new ProseRejected('the answer is not the JSON asked for');
  }
  return v as ProseAnswer;
}

/**
 * The recommendations with the model's reasons in place of the planner's, after checking the answer: its
 * shape, one reason per transfer, every player it names in the data, and no decimal number the facts lack.
 * Throws ProseRejected otherwise; the caller then keeps the planner's own reasons.
 */
export function applyProse(r: Recommendations, raw: unknown, known: KnownNames): Recommendations {
  const answer = asAnswer(raw);
  if (answer.transferReasons.length !== r.transfers.length) {
    throw new ProseRejected(
      `${answer.transferReasons.length} transfer reasons for ${r.transfers.length} transfers`,
    );
  }
  // Each reason must be about its own player: prose that captains someone else contradicts the plan.
  const about: [string, string][] = [
    ...r.transfers.map((t, i): [string, string] => [answer.transferReasons[i] ?? '', t.playerIn]),
    [answer.captainReason, r.captain.player],
    [answer.viceCaptainReason, r.viceCaptain.player],
  ];
  for (const [text, player] of about) {
    if (!foldName(text).includes(foldName(player)))
      throw new ProseRejected(`a reason for ${player} does not name him`);
  }
  const unknown = answer.playersNamed.filter((name) => !known.players.has(foldName(name)));
  if (unknown.length > 0) throw new ProseRejected(`names players not in the data: ${unknown.join(', ')}`);
  const prompt = prosePrompt(r);
  const facts = new Set(decimalsIn(prompt));
  const texts = [...answer.transferReasons, answer.captainReason, answer.viceCaptainReason, answer.analysis];
  // A proper noun the facts do not hold and the data does not know is someone (or something) made up.
  const factWords = new Set(foldName(prompt).split(/[^\p{L}'’]+/u));
  const strangers = texts
    .flatMap(properNouns)
    .filter((word) => !factWords.has(foldName(word)) && !known.words.has(foldName(word)));
  if (strangers.length > 0) {
    throw new ProseRejected(`names what the data does not have: ${[...new Set(strangers)].join(', ')}`);
  }
  const invented = texts.flatMap(decimalsIn).filter((n) => !facts.has(n));
  if (invented.length > 0)
    throw new ProseRejected(`numbers not in the facts: ${[...new Set(invented)].join(', ')}`);
  return {
    ...r,
    transfers: r.transfers.map((t, i) => ({ ...t, reason: answer.transferReasons[i] ?? t.reason })),
    captain: { ...r.captain, reason: answer.captainReason },
    viceCaptain: { ...r.viceCaptain, reason: answer.viceCaptainReason },
    analysis: answer.analysis,
  };
}

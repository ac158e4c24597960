// Gemini list prices (USD per million tokens, paid tier, prompts up to 200k tokens), so each AI response can
// record what it cost. Thinking tokens bill as output and are part of candidatesTokenCount's total here.

interface Rate {
  input: number;
  output: number;
}

// Longest prefix wins: 'gemini-2.5-flash-lite' before 'gemini-2.5-flash'.
const RATES: [prefix: string, rate: Rate][] = [
  ['gemini-2.5-flash-lite', { input: 0.1, output: 0.4 }],
  ['gemini-2.5-flash', { input: 0.3, output: 2.5 }],
  ['gemini-2.5-pro', { input: 1.25, output: 10 }],
  ['gemini-2.0-flash-lite', { input: 0.075, output: 0.3 }],
  ['gemini-2.0-flash', { input: 0.1, output: 0.4 }],
  ['gemini-1.5-flash', { input: 0.075, output: 0.3 }],
  ['gemini-1.5-pro', { input: 1.25, output: 5 }],
];

// A model missing from the table is priced like the family its name says, never as free.
const FALLBACK_FLASH: Rate = { input: 0.3, output: 2.5 };
const FALLBACK_PRO: Rate = { input: 1.25, output: 10 };

export function geminiRate(model: string): Rate {
  const name = model.replace(/^models\//, '');
  const match = RATES.filter(([prefix]) => name.startsWith(prefix)).sort(
    (a, b) => b[0].length - a[0].length,
  )[0];
  if (match) return match[1];
  return name.includes('pro') ? FALLBACK_PRO : FALLBACK_FLASH;
}

/** US dollars for one call, rounded to a millionth of a dollar. */
export function geminiCost(model: string, inputTokens: number, outputTokens: number): number {
  const rate = geminiRate(model);
  const dollars = (inputTokens * rate.input + outputTokens * rate.output) / 1_000_000;
  return Math.round(dollars * 1_000_000) / 1_000_000;
}

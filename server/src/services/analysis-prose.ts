// With GEMINI_API_KEY set: the planner's analysis, its reasons rewritten by Gemini. The numbers, transfers,
// captaincy, XI, budget and chips stay the planner's; an answer that names a player the data does not have, or a
// number the facts lack, is rejected and the planner's own reasons are kept.
import {
  applyProse,
  knownNames,
  PROSE_RESPONSE_SCHEMA,
  PROSE_SYSTEM_INSTRUCTION,
  prosePrompt,
} from '@fpl-assistant/engine/prompts';
import type { ResponseSchema } from '@google/generative-ai';
import type { Config } from '../config.js';
import type { Logger } from '../logger.js';
import type { Analyzer } from './ai.js';
import { type AnalysisRunner, analysisRunnerFrom } from './analysis-pool.js';
import { analysisProvider } from './analysis-provider.js';
import { type FplService, loadBootstrap } from './fpl.js';
import type { GeminiClient } from './gemini-client.js';
import { geminiClientFromConfig } from './gemini-extractor.js';
import type { PreviousSeasonSource } from './previous-season.js';
import type { WorkQueue } from './work-queue.js';

export function proseAnalyzer(
  base: Analyzer,
  client: GeminiClient,
  fpl: FplService,
  logger: Logger,
): Analyzer {
  return {
    async analyze(input) {
      const planned = await base.analyze(input);
      const model = client.modelForTier(input.tier);
      try {
        const [answer, bootstrap] = await Promise.all([
          client.generate({
            model,
            systemInstruction: PROSE_SYSTEM_INSTRUCTION,
            parts: [{ text: prosePrompt(planned.recommendations) }],
            responseSchema: PROSE_RESPONSE_SCHEMA as unknown as ResponseSchema,
            temperature: 0.3,
          }),
          loadBootstrap(fpl),
        ]);
        try {
          const recommendations = applyProse(
            planned.recommendations,
            JSON.parse(answer.text),
            knownNames(bootstrap.elements, bootstrap.teams),
          );
          return {
            recommendations,
            modelUsed: `${planned.modelUsed} + ${answer.modelUsed}`,
            tokensUsed: planned.tokensUsed + answer.tokensUsed,
            cost: planned.cost + answer.cost,
          };
        } catch (err) {
          // Paid for but not used: the cost still counts.
          logger.info('analysis prose rejected; the planner reasons stand', {
            error: (err as Error).message,
          });
          return {
            ...planned,
            tokensUsed: planned.tokensUsed + answer.tokensUsed,
            cost: planned.cost + answer.cost,
          };
        }
      } catch (err) {
        // No prose (Gemini down, rate-limited, timed out): the planner's analysis is complete without it.
        logger.error('analysis prose unavailable', { error: (err as Error).message });
        return planned;
      }
    },
  };
}

/** The analyzer the app uses: the planner, with Gemini's prose on top when GEMINI_API_KEY is set. */
export function defaultAnalyzer(
  config: Pick<
    Config,
    | 'GEMINI_API_KEY'
    | 'GEMINI_MODEL'
    | 'GEMINI_PRO_MODEL'
    | 'GEMINI_BASE_URL'
    | 'ANALYSIS_WORKERS'
    | 'ANALYSIS_QUEUE'
    | 'ANALYSIS_RUNTIME'
  >,
  fpl: FplService,
  logger: Logger,
  previousSeason?: PreviousSeasonSource,
  runner: AnalysisRunner | WorkQueue = analysisRunnerFrom(config),
): Analyzer {
  const planner = analysisProvider(fpl, logger, previousSeason, runner);
  const client = geminiClientFromConfig(config);
  return client ? proseAnalyzer(planner, client, fpl, logger) : planner;
}

// @fpl-assistant/engine/prompts: the Gemini prompt that words an analysis, and the checks on its answer.

export {
  applyProse,
  type KnownNames,
  knownNames,
  PROSE_RESPONSE_SCHEMA,
  PROSE_SYSTEM_INSTRUCTION,
  type ProseAnswer,
  ProseRejected,
  prosePrompt,
} from './prompt-analysis.js';

// @fpl-assistant/engine/extraction: reading a squad from the text lines OCR found on a screenshot. The layout
// rules (plates, badges, pitch rows) and the name index the reader resolves players with.

export { ExtractionError } from './error.js';
export {
  HEADER_ROW_REACH,
  type HeaderFacts,
  isTransferCost,
  isUnderLabel,
  readHeader,
} from './header.js';
export {
  type Badge,
  type BenchLabel,
  badgedPlate,
  benchLabelOf,
  layoutPlates,
  mergeFragments,
  type Plate,
  type PlateLayout,
  parseBenchLabel,
  pitchRowsOf,
  plateOfBadge,
} from './layout.js';
export {
  buildNameIndex,
  type NameCandidate,
  type NameIndexEntry,
  nameCandidates,
  normaliseName,
  similarity,
  splitTruncation,
} from './name-resolution.js';
export {
  EXTRACTION_CONFIDENCE_THRESHOLD,
  type ExtractionContext,
  extractSquad,
  MIN_SQUAD_PLAYERS_FOUND,
} from './squad.js';
export {
  cleanPlateText,
  type FixtureText,
  looksLikeName,
  parseBadgeText,
  parseFixtureText,
  parsePointsText,
  parsePriceText,
} from './text.js';
export { type Box, boxHeight, boxWidth, centreX, centreY, type OcrLine } from './types.js';

// @fpl-assistant/engine/extraction: reading a squad from the text lines OCR found on a screenshot. The layout
// rules (plates, badges, pitch rows) and the name index the reader resolves players with.

export {
  EXTRACTION_CONFIDENCE_THRESHOLD,
  type ExtractionContext,
  extractSquad,
  MIN_SQUAD_PLAYERS_FOUND,
} from '../extraction.js';
export { ExtractionError } from '../extraction-error.js';
export {
  HEADER_ROW_REACH,
  type HeaderFacts,
  isTransferCost,
  isUnderLabel,
  readHeader,
} from '../extraction-header.js';
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
} from '../extraction-layout.js';
export {
  cleanPlateText,
  type FixtureText,
  looksLikeName,
  parseBadgeText,
  parseFixtureText,
  parsePointsText,
  parsePriceText,
} from '../extraction-text.js';
export { type Box, boxHeight, boxWidth, centreX, centreY, type OcrLine } from '../extraction-types.js';
export {
  buildNameIndex,
  type NameCandidate,
  type NameIndexEntry,
  nameCandidates,
  normaliseName,
  similarity,
  splitTruncation,
} from '../name-resolution.js';

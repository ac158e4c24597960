export { type EventLiveBody, eventLiveBodies } from './event-live-csv.js';
export {
  type FixtureList,
  havePreGw33Data,
  PRE_GW33_FILES,
  PRE_GW33_GAMEWEEK,
  sharedRoot,
  writePreGw33DataDir,
} from './season-2025-26.js';
export {
  haveSeason2026Data,
  RECORDED_TEAM_ID,
  SEASON_2026_27_FILES,
  writeSeason2026DataDir,
} from './season-2026-27.js';

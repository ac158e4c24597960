// A manager's FPL entry read from the API (picks, history, transfers): what the rest of the engine may use.

export {
  type EntryFreeTransfers,
  type EntryFreeTransfersInput,
  entryFreeTransfers,
} from './free-transfers.js';
export {
  EntryDataError,
  type EntryTeamInput,
  entryChipStatus,
  entryPlayersHeldSinceStart,
  entryPriceHistoriesNeeded,
  entrySquadGameweek,
  entryToTeamData,
} from './team.js';
export { type FplGet, type LoadEntryOptions, loadEntryTeamData } from './team-load.js';

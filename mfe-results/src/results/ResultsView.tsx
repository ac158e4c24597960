import type { ExtractedTeamData, Recommendations } from '@fpl-assistant/engine';
import { Tabs } from '@fpl-assistant/web-kit';
import { type ReactNode, useMemo, useState } from 'react';
import { ChipsPanel } from '../chips/ChipsPanel';
import { AnalysisPanel } from './AnalysisPanel';
import { CaptaincyPanel } from './CaptaincyPanel';
import { hasChipsTab } from './chip-views';
import { buildLineup } from './lineup';
import {
  INITIAL_TAB_STATE,
  type ResultTab,
  resultTabs,
  selectTab,
  shownTab,
  TAB_LABELS,
  type TabState,
  toggleSection,
} from './result-tabs';
import { StartingXIPanel } from './StartingXIPanel';
import { TransfersPanel } from './TransfersPanel';
import type { FixturesOf, PitchFixturesOf } from './team-fixtures';
import { useIsPhone } from './use-phone';

export interface ResultsViewProps {
  extracted: ExtractedTeamData;
  recommendations: Recommendations;
  fixturesOf: FixturesOf;
  pitchFixturesOf: PitchFixturesOf;
}

/** The recommendations as tabs, or on small screens as collapsible sections with only Transfers open. */
export function ResultsView({ extracted, recommendations, fixturesOf, pitchFixturesOf }: ResultsViewProps) {
  const phone = useIsPhone();
  // Held here, above both layouts, so turning a tablet keeps what is open.
  const [tabState, setTabState] = useState<TabState>(INITIAL_TAB_STATE);
  const tabs = resultTabs(hasChipsTab(extracted, recommendations));
  const lineup = useMemo(() => buildLineup(extracted, recommendations), [extracted, recommendations]);
  const panel = (tab: ResultTab): ReactNode => {
    switch (tab) {
      case 'transfers':
        return <TransfersPanel recommendations={recommendations} fixturesOf={fixturesOf} />;
      case 'captaincy':
        return (
          <CaptaincyPanel
            captain={recommendations.captain}
            viceCaptain={recommendations.viceCaptain}
            players={lineup.rows.flat().concat(lineup.bench)}
          />
        );
      case 'xi':
        return <StartingXIPanel lineup={lineup} pitchFixturesOf={pitchFixturesOf} />;
      case 'chips':
        return (
          <ChipsPanel
            strategy={recommendations.chipStrategy}
            currentGameweek={extracted.gameweek}
            phone={phone}
          />
        );
      case 'analysis':
        return <AnalysisPanel recommendations={recommendations} />;
    }
  };
  return phone ? (
    <Sections
      tabs={tabs}
      panel={panel}
      open={tabState.open}
      onToggle={(tab) => setTabState((state) => toggleSection(state, tab))}
    />
  ) : (
    <ResultTabs
      tabs={tabs}
      panel={panel}
      value={shownTab(tabState, tabs)}
      onSelect={(tab) => setTabState(selectTab(tab))}
    />
  );
}

function ResultTabs({
  tabs,
  panel,
  value,
  onSelect,
}: {
  tabs: ResultTab[];
  panel: (tab: ResultTab) => ReactNode;
  value: ResultTab;
  onSelect: (tab: ResultTab) => void;
}) {
  return (
    <Tabs
      label="Recommendations"
      value={value}
      onChange={(id) => onSelect(id as ResultTab)}
      items={tabs.map((tab) => ({ id: tab, label: TAB_LABELS[tab], content: panel(tab) }))}
    />
  );
}

function Sections({
  tabs,
  panel,
  open,
  onToggle,
}: {
  tabs: ResultTab[];
  panel: (tab: ResultTab) => ReactNode;
  open: readonly ResultTab[];
  onToggle: (tab: ResultTab) => void;
}) {
  return (
    <div className="rs-sections">
      {tabs.map((tab) => {
        const expanded = open.includes(tab);
        return (
          <section key={tab} className="rs-section" data-open={expanded}>
            <h2 className="rs-section__heading">
              <button
                type="button"
                className="rs-section__toggle"
                aria-expanded={expanded}
                aria-controls={`rs-section-${tab}`}
                onClick={() => onToggle(tab)}
              >
                {TAB_LABELS[tab]}
                <span className="rs-chevron" aria-hidden="true" />
              </button>
            </h2>
            <div id={`rs-section-${tab}`} className="rs-section__body" hidden={!expanded}>
              {expanded && panel(tab)}
            </div>
          </section>
        );
      })}
    </div>
  );
}

import type { Recommendations } from '@fpl-assistant/engine';

const FALLBACK_ANALYSIS =
  'Recommendations are built from your squad, the next fixtures and each player’s recent output. ' +
  'Transfers weigh projected points over the coming gameweeks against their cost; the captain is the starter ' +
  'with the highest projected points this gameweek.';

export function AnalysisPanel({ recommendations }: { recommendations: Recommendations }) {
  const sources = recommendations.researchSources ?? [];
  const paragraphs = (recommendations.analysis?.trim() || FALLBACK_ANALYSIS).split(/\n{2,}/);
  return (
    <div className="rs-analysis">
      <div className="rs-analysis__text">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      <section className="rs-sources" aria-labelledby="rs-sources-title">
        <h3 id="rs-sources-title">Research sources</h3>
        {sources.length === 0 ? (
          <p className="rs-muted">No external sources were used for this analysis.</p>
        ) : (
          <ul>
            {sources.map((source) => (
              <li key={source}>
                {/^https?:\/\//.test(source) ? (
                  <a href={source} target="_blank" rel="noreferrer noopener">
                    {source}
                  </a>
                ) : (
                  source
                )}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

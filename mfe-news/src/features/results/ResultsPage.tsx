import { css } from '@emotion/react';
import {
  Breadcrumb,
  type ElectionResults,
  href,
  LookupGate,
  mq,
  PageMeta,
  theme,
  useLocation,
  useParams,
} from '@janmat/shared';
import { AllianceTable } from './AllianceTable';
import { ElectionHeading } from './ElectionHeading';
import { LatestChanges } from './LatestChanges';
import { ResultsAnnouncer } from './ResultsAnnouncer';
import { resultsApi, useGetElectionResultsQuery } from './resultsApi';
import { RESULTS_TEXTS as T } from './resultsTexts';
import { SeatFinder } from './SeatFinder';
import { SeatGrid } from './SeatGrid';
import { TallyChart } from './TallyChart';
import { TallyTable } from './TallyTable';
import { useResultsPolling } from './useResultsPolling';

const page = css({ paddingBottom: theme.space.xxl, section: { margin: `${theme.space.lg} 0` } });
const tally = css({ display: 'grid', gap: theme.space.lg, [mq.md]: { gridTemplateColumns: '1fr 1fr' } });
const heading = css({ fontSize: theme.fontSizes.lg, margin: `0 0 ${theme.space.sm}` });

/** What a screen reader hears of an update: the three parties ahead. */
const leadText = (results: ElectionResults) =>
  T.announce(
    results.parties
      .slice(0, 3)
      .map((p) => `${p.short} ${p.won + p.leading}`)
      .join(', '),
  );

/**
 * `/results/{election}`: the tally against the majority mark (chart and table), alliances, the
 * latest declarations, the seat finder (`?q=`) and every seat. While the election counts, the page
 * asks for the tally every 10 s and changes its figures in place, telling screen readers politely.
 */
export function ResultsPage() {
  const { election = '' } = useParams();
  const words = new URLSearchParams(useLocation().search).get('q')?.trim() || undefined;
  const known = resultsApi.endpoints.getElectionResults.useQueryState(election);
  const pollingInterval = useResultsPolling(known.currentData?.election.status === 'counting');
  const lookup = useGetElectionResultsQuery(election, { pollingInterval });
  const results = lookup.currentData ?? lookup.data;
  return (
    <LookupGate lookup={lookup} found={!!results} errorMessage={T.loadFailed}>
      {results && (
        <div css={page}>
          <PageMeta
            title={`${results.election.name}: नतीजे | जनमत`}
            description={`${results.election.name} के नतीजे सीट दर सीट: कौन जीता, कौन आगे।`}
            keywords={`${results.election.name}, चुनाव नतीजे, जनमत`}
            canonical={href.results({ election })}
          />
          <Breadcrumb items={[{ label: T.strip }, { label: results.election.name }]} />
          <ElectionHeading election={results.election} />
          <ResultsAnnouncer edition={results.updated_at} text={leadText(results)} />
          <section aria-labelledby="results-tally">
            <h2 id="results-tally" css={heading}>
              {T.tallyHeading}
            </h2>
            <div css={tally}>
              <TallyChart
                name={results.election.name}
                parties={results.parties}
                seats={results.election.seats}
                majority={results.election.majority}
              />
              <TallyTable parties={results.parties} />
            </div>
            <AllianceTable alliances={results.alliances} majority={results.election.majority} />
          </section>
          <section aria-labelledby="results-changes">
            <h2 id="results-changes" css={heading}>
              {T.changesHeading}
            </h2>
            <LatestChanges election={election} changes={results.changes} parties={results.parties} />
          </section>
          <section aria-labelledby="results-finder">
            <h2 id="results-finder" css={heading}>
              {T.finderHeading}
            </h2>
            <SeatFinder election={election} words={words} />
          </section>
          <section aria-labelledby="results-grid">
            <h2 id="results-grid" css={heading}>
              {T.gridHeading}
            </h2>
            <SeatGrid election={election} seats={results.constituencies} parties={results.parties} />
          </section>
        </div>
      )}
    </LookupGate>
  );
}

import { css } from '@emotion/react';
import { Breadcrumb, href, indianDigits, Link, LookupGate, PageMeta, theme, useParams } from '@janmat/shared';
import { CandidateTable } from './CandidateTable';
import { ElectionHeading } from './ElectionHeading';
import { ResultsAnnouncer } from './ResultsAnnouncer';
import { resultsApi, useGetSeatResultsQuery } from './resultsApi';
import { SEAT_STATUS, RESULTS_TEXTS as T } from './resultsTexts';
import { useResultsPolling } from './useResultsPolling';

const page = css({ paddingBottom: theme.space.xxl });
const summary = css({ fontSize: theme.fontSizes.lg, margin: `${theme.space.md} 0` });

/**
 * `/results/{election}/{constituency}`: the seat's candidates with their votes, shares and status,
 * the margin and the rounds counted; asked again every 10 s while the seat is still counting.
 */
export function SeatPage() {
  const { election = '', constituency = '' } = useParams();
  const arg = { election, constituency };
  const known = resultsApi.endpoints.getSeatResults.useQueryState(arg);
  const pollingInterval = useResultsPolling(known.currentData?.constituency.status === 'counting');
  const lookup = useGetSeatResultsQuery(arg, { pollingInterval });
  const seat = lookup.currentData ?? lookup.data;
  return (
    <LookupGate lookup={lookup} found={!!seat} errorMessage={T.loadFailed}>
      {seat && (
        <div css={page}>
          <PageMeta
            title={`${seat.constituency.name}: ${seat.election.name} नतीजे | जनमत`}
            description={`${seat.constituency.name} (${seat.constituency.district}) सीट के नतीजे: हर उम्मीदवार के वोट।`}
            keywords={`${seat.constituency.name}, ${seat.constituency.name_latin}, चुनाव नतीजे, जनमत`}
            canonical={href.resultsSeat(arg)}
          />
          <Breadcrumb
            items={[{ label: seat.election.name, to: href.results({ election }) }, { label: seat.constituency.name }]}
          />
          <ElectionHeading
            election={{ ...seat.election, updated_at: seat.updated_at }}
            title={`${seat.constituency.number}. ${seat.constituency.name}`}
          />
          <ResultsAnnouncer
            edition={seat.updated_at}
            text={T.announce(seat.candidates[0] ? `${seat.candidates[0].name} ${indianDigits(seat.margin)} से आगे` : '')}
          />
          <p css={summary}>
            {SEAT_STATUS[seat.constituency.status]} · {T.counted(seat.rounds_counted, seat.rounds_total)} · {T.margin}:{' '}
            {indianDigits(seat.margin)}
            {seat.constituency.reserved && ` · ${T.reservedFor(seat.constituency.reserved)}`}
          </p>
          <CandidateTable seat={seat} />
          <p>
            <Link to={href.results({ election })}>{T.backToElection(seat.election.name)}</Link>
          </p>
        </div>
      )}
    </LookupGate>
  );
}

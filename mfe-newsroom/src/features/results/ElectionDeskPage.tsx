import { href, Link, useParams } from '@janmat/shared';
import { DeskPage } from '../common/DeskPage';
import { plainButton, toolbar } from '../common/styles';
import { useDeskAction } from '../common/useDeskAction';
import { CountEntry } from './CountEntry';
import { CsvImport } from './CsvImport';
import { ElectionAudit } from './ElectionAudit';
import { useDeskElectionsQuery, useSetElectionStatusMutation } from './resultsDeskApi';
import { STATUS_NAMES } from './statusNames';

/** One election's desk: its status, CSV imports, counts by hand with declarations, and its audit log. */
export function ElectionDeskPage() {
  const { slug = '' } = useParams();
  const elections = useDeskElectionsQuery();
  const [setStatus] = useSetElectionStatusMutation();
  const action = useDeskAction();
  const election = elections.data?.data.find((e) => e.slug === slug);
  const title = election ? `नतीजे: ${election.name}` : 'नतीजे';
  return (
    <DeskPage id="election-title" title={title} outcome={action.outcome}>
      {election && (
        <>
          <p>
            स्थिति: {STATUS_NAMES[election.status]} · <Link to={href.results({ election: slug })}>पाठकों का पेज</Link>
          </p>
          <div css={toolbar}>
            {(['upcoming', 'counting', 'final'] as const)
              .filter((status) => status !== election.status)
              .map((status) => (
                <button
                  key={status}
                  type="button"
                  css={plainButton}
                  disabled={action.busy}
                  onClick={() => action.run(() => setStatus({ slug, status }), `स्थिति: ${STATUS_NAMES[status]}`)}
                >
                  {STATUS_NAMES[status]}
                </button>
              ))}
          </div>
          <CountEntry slug={slug} />
          <CsvImport slug={slug} />
          <ElectionAudit slug={slug} />
        </>
      )}
    </DeskPage>
  );
}

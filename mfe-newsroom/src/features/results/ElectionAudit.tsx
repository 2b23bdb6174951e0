import { QueryView, Skeleton } from '@janmat/shared';
import { formatIst } from '../common/formatIst';
import { table } from '../common/styles';
import { useElectionAuditQuery } from './resultsDeskApi';

const ACTIONS: Record<string, string> = {
  'results.election': 'चुनाव बनाया',
  'results.status': 'स्थिति बदली',
  'results.import': 'CSV आयात',
  'results.counts': 'गिनती',
};

/** What changed in the election and who did it (the feed's token as «फ़ीड»), newest first. */
export function ElectionAudit({ slug }: { slug: string }) {
  const log = useElectionAuditQuery(slug);
  return (
    <section aria-labelledby="audit-title">
      <h2 id="audit-title">बदलाव और किसने किए</h2>
      <QueryView
        query={log}
        skeleton={<Skeleton lines={4} />}
        isEmpty={(d) => d.data.length === 0}
        empty="अभी कोई बदलाव नहीं।"
      >
        {({ data }) => (
          <table css={table}>
            <thead>
              <tr>
                <th scope="col">कब</th>
                <th scope="col">किसने</th>
                <th scope="col">क्या</th>
                <th scope="col">ब्योरा</th>
              </tr>
            </thead>
            <tbody>
              {data.map((e) => (
                <tr key={e.id}>
                  <td>{formatIst(e.at)}</td>
                  <td>{e.staff_name ?? 'फ़ीड'}</td>
                  <td>{ACTIONS[e.action] ?? e.action}</td>
                  <td>{JSON.stringify(e.detail)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </section>
  );
}

import { QueryView, Skeleton } from '@janmat/shared';
import type { RemoteName } from '@janmat/shared/contracts';
import { useState } from 'react';
import { formatIst } from '../common/formatIst';
import { plainButton, table } from '../common/styles';
import { ACTION_LABELS, actorLabel, SECTION_LABELS } from './releaseLabels';
import { smallTable } from './releaseStyles';
import { useReleaseHistoryQuery } from './releasesApi';

/** Entries shown before «पूरा इतिहास». */
const FIRST = 10;

/** A section's release history, newest first: what, which build, what share, who, when, why. */
export function ReleaseHistory({ section }: { section: RemoteName }) {
  const history = useReleaseHistoryQuery(section);
  const [all, setAll] = useState(false);
  return (
    <QueryView
      query={history}
      skeleton={<Skeleton lines={3} />}
      isEmpty={(d) => d.items.length === 0}
      empty="अभी कोई इतिहास नहीं है।"
    >
      {({ items }) => (
        <>
          <div css={{ overflowX: 'auto' }}>
            <table css={[table, smallTable]}>
              <caption css={{ textAlign: 'start' }}>{`${SECTION_LABELS[section]}: रिलीज़ का इतिहास`}</caption>
              <thead>
                <tr>
                  <th scope="col">कब</th>
                  <th scope="col">क्या</th>
                  <th scope="col">बिल्ड</th>
                  <th scope="col">हिस्सा</th>
                  <th scope="col">किसने</th>
                  <th scope="col">कारण</th>
                </tr>
              </thead>
              <tbody>
                {(all ? items : items.slice(0, FIRST)).map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatIst(entry.at)}</td>
                    <td>{ACTION_LABELS[entry.action] ?? entry.action}</td>
                    <td>{entry.build ?? '—'}</td>
                    <td>{entry.percent === null ? '—' : `${entry.percent}%`}</td>
                    <td>{actorLabel(entry.actor)}</td>
                    <td>{entry.reason || '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
          {!all && items.length > FIRST ? (
            <button type="button" css={plainButton} onClick={() => setAll(true)}>
              {`पूरा इतिहास (${items.length})`}
            </button>
          ) : null}
        </>
      )}
    </QueryView>
  );
}

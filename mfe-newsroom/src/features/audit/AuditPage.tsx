import { QueryView, Skeleton } from '@janmat/shared';
import { useState } from 'react';
import { useAuditQuery } from '../../api/newsroomApi';
import { NewsroomTitle } from '../../app/NewsroomTitle';
import { page, pageTitle, plainButton, table } from '../../app/styles';
import { formatIst } from '../articles/formatIst';

/** Admins: every newsroom change, newest first — who, what, on what, when. */
export function AuditPage() {
  const [before, setBefore] = useState<number>();
  const log = useAuditQuery({ before });
  return (
    <section css={page} aria-labelledby="audit-title">
      <NewsroomTitle title="ऑडिट लॉग" />
      <h1 id="audit-title" css={pageTitle}>
        ऑडिट लॉग
      </h1>
      <QueryView
        query={log}
        skeleton={<Skeleton lines={8} />}
        isEmpty={(d) => d.data.length === 0}
        empty="अभी कुछ दर्ज नहीं है।"
      >
        {({ data, next }) => (
          <>
            <div css={{ overflowX: 'auto' }}>
              <table css={table}>
                <thead>
                  <tr>
                    <th scope="col">कब</th>
                    <th scope="col">किसने</th>
                    <th scope="col">क्या</th>
                    <th scope="col">किस पर</th>
                    <th scope="col">ब्योरा</th>
                  </tr>
                </thead>
                <tbody>
                  {data.map((entry) => (
                    <tr key={entry.id}>
                      <td>{formatIst(entry.at)}</td>
                      <td>{entry.staff_name ?? '—'}</td>
                      <td>{entry.action}</td>
                      <td>{entry.subject_type ? `${entry.subject_type} ${entry.subject_id ?? ''}` : '—'}</td>
                      <td>
                        <code css={{ wordBreak: 'break-word' }}>{JSON.stringify(entry.detail)}</code>
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
            {next !== null ? (
              <button type="button" css={plainButton} onClick={() => setBefore(next)}>
                और पुराने
              </button>
            ) : null}
          </>
        )}
      </QueryView>
    </section>
  );
}

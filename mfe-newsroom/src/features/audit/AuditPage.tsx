import { useState } from 'react';
import { formatIst } from '../common/formatIst';
import { NewsroomTitle } from '../common/NewsroomTitle';
import { PagedQuery } from '../common/PagedQuery';
import { page, pageTitle, table } from '../common/styles';
import { useAuditQuery } from './auditApi';

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
      <PagedQuery query={log} empty="अभी कुछ दर्ज नहीं है।" before={before} onPage={setBefore}>
        {(entries) => (
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
                {entries.map((entry) => (
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
        )}
      </PagedQuery>
    </section>
  );
}

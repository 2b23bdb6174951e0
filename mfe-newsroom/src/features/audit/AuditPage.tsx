import { useState } from 'react';
import { formatIst } from '../common/formatIst';
import { PagedTablePage } from '../common/PagedTablePage';
import { useAuditQuery } from './auditApi';

/** Admins: every newsroom change, newest first — who, what, on what, when. */
export function AuditPage() {
  const [before, setBefore] = useState<number>();
  const log = useAuditQuery({ before });
  return (
    <PagedTablePage
      id="audit-title"
      title="ऑडिट लॉग"
      query={log}
      empty="अभी कुछ दर्ज नहीं है।"
      before={before}
      onPage={setBefore}
      headings={['कब', 'किसने', 'क्या', 'किस पर', 'ब्योरा']}
      row={(entry) => (
        <tr key={entry.id}>
          <td>{formatIst(entry.at)}</td>
          <td>{entry.staff_name ?? '—'}</td>
          <td>{entry.action}</td>
          <td>{entry.subject_type ? `${entry.subject_type} ${entry.subject_id ?? ''}` : '—'}</td>
          <td>
            <code css={{ wordBreak: 'break-word' }}>{JSON.stringify(entry.detail)}</code>
          </td>
        </tr>
      )}
    />
  );
}

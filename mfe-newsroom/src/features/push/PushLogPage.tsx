import type { PushLogEntry } from '@janmat/shared/contracts';
import { useState } from 'react';
import { formatIst } from '../common/formatIst';
import { PagedTablePage } from '../common/PagedTablePage';
import { usePushLogQuery, usePushTopicsQuery } from './pushApi';

/** The list follows deliveries as they are made: asked again this often while it is open. */
const REFRESH_MS = 5_000;

const count = (n: number) => n.toLocaleString('hi-IN');

/** What became of a push: held back, or its deliveries so far. */
function fate(entry: PushLogEntry): string {
  if (entry.topics.length === 0) return 'रोका गया';
  return entry.pending > 0 ? `भेजा जा रहा है (${count(entry.pending)} बाकी)` : 'पूरा';
}

/** Editors: every push sent from the newsroom — when, what, to which topics and how many, and how it went. */
export function PushLogPage() {
  const [before, setBefore] = useState<number>();
  const log = usePushLogQuery({ before }, { pollingInterval: REFRESH_MS });
  const { data: topics = [] } = usePushTopicsQuery();
  // A topic by its Hindi name (its id until the names have come, or for one no longer offered).
  const named = (ids: string[]) => ids.map((id) => topics.find((t) => t.id === id)?.label ?? id).join(', ');
  return (
    <PagedTablePage
      id="pushes-title"
      title="पुश सूचनाएं"
      query={log}
      empty="अभी कोई पुश नहीं भेजा गया।"
      before={before}
      onPage={setBefore}
      headings={['कब', 'क्या', 'विषय', 'कितनों को', 'पहुंचे', 'विफल', 'हटाए गए', 'स्थिति']}
      row={(entry) => (
        <tr key={entry.id}>
          <td>{formatIst(entry.at)}</td>
          <td>
            <a href={entry.url}>{entry.title}</a>: {entry.body}
          </td>
          <td>
            {named(entry.topics) || '—'}
            {entry.heldTopics.length > 0 ? ` (रोके गए: ${named(entry.heldTopics)})` : ''}
          </td>
          <td>{count(entry.recipients)}</td>
          <td>{count(entry.delivered)}</td>
          <td>{count(entry.failed)}</td>
          <td>{count(entry.removed)}</td>
          <td>{fate(entry)}</td>
        </tr>
      )}
    />
  );
}

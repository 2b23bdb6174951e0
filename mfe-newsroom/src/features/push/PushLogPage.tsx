import type { PushLogEntry } from '@janmat/shared/contracts';
import { useState } from 'react';
import { formatIst } from '../common/formatIst';
import { NewsroomTitle } from '../common/NewsroomTitle';
import { PagedQuery } from '../common/PagedQuery';
import { page, pageTitle, table } from '../common/styles';
import { usePushLogQuery } from './pushApi';

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
  return (
    <section css={page} aria-labelledby="pushes-title">
      <NewsroomTitle title="पुश सूचनाएं" />
      <h1 id="pushes-title" css={pageTitle}>
        पुश सूचनाएं
      </h1>
      <PagedQuery query={log} empty="अभी कोई पुश नहीं भेजा गया।" before={before} onPage={setBefore}>
        {(entries) => (
          <div css={{ overflowX: 'auto' }}>
            <table css={table}>
              <thead>
                <tr>
                  <th scope="col">कब</th>
                  <th scope="col">क्या</th>
                  <th scope="col">विषय</th>
                  <th scope="col">कितनों को</th>
                  <th scope="col">पहुंचे</th>
                  <th scope="col">विफल</th>
                  <th scope="col">हटाए गए</th>
                  <th scope="col">स्थिति</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{formatIst(entry.at)}</td>
                    <td>
                      <a href={entry.url}>{entry.title}</a>: {entry.body}
                    </td>
                    <td>
                      {entry.topics.join(', ') || '—'}
                      {entry.heldTopics.length > 0 ? ` (रोके गए: ${entry.heldTopics.join(', ')})` : ''}
                    </td>
                    <td>{count(entry.recipients)}</td>
                    <td>{count(entry.delivered)}</td>
                    <td>{count(entry.failed)}</td>
                    <td>{count(entry.removed)}</td>
                    <td>{fate(entry)}</td>
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

import { QueryView, Skeleton } from '@janmat/shared';
import { cardList } from '../common/cardStyles';
import { DeskPage } from '../common/DeskPage';
import { useReleaseStatusQuery } from './releasesApi';
import { SectionReleaseCard } from './SectionReleaseCard';

/** The health figures are per minute: the page asks again each minute while it is open. */
const REFRESH_MS = 60_000;

/** Admins: every section's live build and canary, their health over time, rollback and promotion. */
export function ReleasesPage() {
  const status = useReleaseStatusQuery(undefined, { pollingInterval: REFRESH_MS, skipPollingIfUnfocused: true });
  return (
    <DeskPage id="releases-title" title="रिलीज़">
      <QueryView
        query={status}
        skeleton={<Skeleton lines={8} />}
        isEmpty={(d) => d.sections.length === 0}
        empty="रिलीज़ रजिस्ट्री में अभी कोई सेक्शन नहीं है।"
      >
        {({ sections }) => (
          <ul css={cardList} aria-label="सेक्शन">
            {sections.map((section) => (
              <SectionReleaseCard key={section.section} status={section} />
            ))}
          </ul>
        )}
      </QueryView>
    </DeskPage>
  );
}

import type { SectionReleaseStatus } from '@janmat/shared/contracts';
import { card, cardTitle, muted } from '../common/cardStyles';
import { BuildSummary } from './BuildSummary';
import { HealthChart } from './HealthChart';
import { HEALTH_METRICS } from './healthFigures';
import { ReleaseActions } from './ReleaseActions';
import { ReleaseHistory } from './ReleaseHistory';
import { SECTION_LABELS } from './releaseLabels';
import { buildGrid, chartGrid, subTitle } from './releaseStyles';

/** One section's release: its live build and canary with their health, the steps, charts and history. */
export function SectionReleaseCard({ status }: { status: SectionReleaseStatus }) {
  const { section, live, canary, health } = status;
  return (
    <li css={card}>
      <h2 css={cardTitle}>{SECTION_LABELS[section]}</h2>
      <div css={buildGrid}>
        <BuildSummary title="लाइव" build={live} health={health.live} />
        {canary ? (
          <BuildSummary
            title="कैनरी"
            build={canary}
            canary={{ percent: canary.percent, since: canary.since }}
            health={health.canary}
          />
        ) : (
          <div>
            <h3 css={subTitle}>कैनरी</h3>
            <p css={muted}>कोई कैनरी नहीं</p>
          </div>
        )}
      </div>
      <ReleaseActions status={status} />
      <h3 css={subTitle}>समय के साथ सेहत</h3>
      <div css={chartGrid}>
        {HEALTH_METRICS.map((metric) => (
          <HealthChart key={metric.key} metric={metric} live={health.live} canary={canary ? health.canary : null} />
        ))}
      </div>
      <h3 css={subTitle}>इतिहास</h3>
      <ReleaseHistory section={section} />
    </li>
  );
}

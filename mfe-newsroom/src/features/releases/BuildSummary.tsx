import type { BuildHealth, ReleaseBuild } from '@janmat/shared/contracts';
import { formatIst } from '../common/formatIst';
import { formatCount, formatMs, formatShare } from './healthFigures';
import { facts, subTitle } from './releaseStyles';

interface BuildSummaryProps {
  /** «लाइव» or «कैनरी». */
  title: string;
  build: ReleaseBuild;
  /** A canary's share of readers and since when it has it. */
  canary?: { percent: number; since: string };
  health: BuildHealth | null;
}

/** One build of a section: which it is, where its manifest is, and how readers fare with it. */
export function BuildSummary({ title, build, canary, health }: BuildSummaryProps) {
  return (
    <div>
      <h3 css={subTitle}>{title}</h3>
      <dl css={facts}>
        <dt>बिल्ड</dt>
        <dd>{build.build ?? '—'}</dd>
        <dt>रिलीज़ आईडी</dt>
        <dd>{build.release}</dd>
        <dt>मैनिफ़ेस्ट</dt>
        <dd>
          <code>{build.manifest}</code>
        </dd>
        {canary ? (
          <>
            <dt>पाठकों का हिस्सा</dt>
            <dd>{canary.percent}%</dd>
            <dt>कब से</dt>
            <dd>{formatIst(canary.since)}</dd>
          </>
        ) : null}
        <dt>व्यू</dt>
        <dd>{health ? formatCount(health.views) : '—'}</dd>
        <dt>त्रुटि दर</dt>
        <dd>{formatShare(health?.errorRate ?? null)}</dd>
        <dt>p75 LCP</dt>
        <dd>{formatMs(health?.lcpP75 ?? null)}</dd>
        <dt>p75 INP</dt>
        <dd>{formatMs(health?.inpP75 ?? null)}</dd>
      </dl>
    </div>
  );
}

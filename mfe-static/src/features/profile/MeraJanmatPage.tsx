import { needsScripts, onlyWithoutScripts } from '@janmat/shared';
import { PageFrame } from '@janmat/shared/page-frame';
import { staticFrame } from '../static-page/staticFrame';
import { callout, pageColumn, prose } from '../static-page/styles';
import { AppearanceSection } from './AppearanceSection';
import { meraJanmatPage, PROFILE_TEXTS } from './content';
import { FollowedTopics } from './FollowedTopics';
import { RecentStories } from './RecentStories';
import { SavedStories } from './SavedStories';

const frame = staticFrame(meraJanmatPage);

/**
 * /mera-janmat: what the reader keeps in this browser. The server's HTML is the same for everyone
 * (headings and empty states); each list fills in from the browser's storage once the page runs.
 * Where no script runs (scripts off, a lite page) the lists are not shown and the page says why.
 */
export function MeraJanmatPage() {
  return (
    <PageFrame {...frame} meta={{ ...frame.meta, noindex: true }} css={pageColumn}>
      <p css={prose}>{PROFILE_TEXTS.intro}</p>
      <p css={[callout, onlyWithoutScripts]}>{PROFILE_TEXTS.needsScripts}</p>
      <div css={needsScripts}>
        <FollowedTopics />
        <SavedStories />
        <RecentStories />
      </div>
      <AppearanceSection />
    </PageFrame>
  );
}

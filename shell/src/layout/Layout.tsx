import { css } from '@emotion/react';
import { Outlet, theme } from '@janmat/shared';
import { BackToTop } from './BackToTop';
import { Footer } from './Footer';
import { Header } from './Header';
import { ISLAND_SLOTS, islandSlot } from './islandSlots';
import { NoticeRegion } from './NoticeRegion';
import { ScrollAndFocus } from './ScrollAndFocus';
import { SkipLink } from './SkipLink';
import { StateStrip } from './StateStrip';
import { Ticker } from './Ticker';
import { TopNav } from './TopNav';

const MAIN_ID = 'main';

const stickyCss = css({
  position: 'sticky',
  top: 0,
  zIndex: 20,
});

// At least a screen tall, so the footer starts below the fold and stays there while the section
// loads; \`flow-root\` keeps the first child's top margin inside, so main does not move when the
// page replaces its skeleton.
const mainCss = css({
  display: 'flow-root',
  maxWidth: theme.maxWidth,
  minHeight: '100vh',
  margin: '0 auto',
  padding: `0 ${theme.space.md}`,
  '&:focus': {
    outline: 'none',
  },
});

/**
 * The chrome around every page. Header, navigation, state strip, ticker and footer use only the
 * site API, never a remote, so they keep working when a section cannot load.
 */
export function Layout() {
  return (
    <>
      {/* The site's OpenSearch description (React puts it in the head): browsers may offer its search. */}
      <link rel="search" type="application/opensearchdescription+xml" title="जनमत" href="/opensearch.xml" />
      <SkipLink target={MAIN_ID} />
      <Header />
      <div css={stickyCss}>
        <TopNav />
        <StateStrip />
      </div>
      <Ticker />
      <div {...islandSlot(ISLAND_SLOTS.notices)}>
        <NoticeRegion />
      </div>
      <main id={MAIN_ID} tabIndex={-1} css={mainCss}>
        <Outlet />
      </main>
      <Footer />
      <BackToTop />
      <ScrollAndFocus mainId={MAIN_ID} />
    </>
  );
}

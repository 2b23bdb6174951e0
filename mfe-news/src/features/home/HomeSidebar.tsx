import { css } from '@emotion/react';
import { mq, theme } from '@janmat/shared';
import { HomePoll } from '../polls/HomePoll';
import { PopularNews } from '../popular/PopularNews';
import { GoldBox } from './GoldBox';
import { MarketBox } from './MarketBox';
import { NewsletterBox } from './NewsletterBox';
import { TrendingChips } from './TrendingChips';
import { WeatherBox } from './WeatherBox';
import { ZodiacGrid } from './ZodiacGrid';

/**
 * On phones the sidebar comes after the news, far below the fold: the browser lays it out and paints
 * it only when it nears the screen, reserving about its height until then (then the height it last
 * had). Beside the news on wide screens it is on screen and renders as usual. Focus outlines may
 * paint past the clipped edge.
 */
const stack = css({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.space.lg,
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 2300px',
  overflowClipMargin: theme.space.sm,
  [mq.md]: { containIntrinsicSize: 'auto 2000px' },
  [mq.lg]: { containIntrinsicSize: 'auto 2700px' },
});

/** Home's sidebar: the site poll, trending topics, popular news and the reader's boxes. */
export function HomeSidebar() {
  return (
    <div css={stack}>
      <HomePoll />
      <TrendingChips />
      <PopularNews />
      <WeatherBox />
      <MarketBox />
      <GoldBox />
      <ZodiacGrid />
      <NewsletterBox />
    </div>
  );
}

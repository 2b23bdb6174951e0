import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { HomePoll } from '../polls/HomePoll';
import { PopularNews } from '../popular/PopularNews';
import { GoldBox } from './GoldBox';
import { MarketBox } from './MarketBox';
import { NewsletterBox } from './NewsletterBox';
import { TrendingChips } from './TrendingChips';
import { WeatherBox } from './WeatherBox';
import { ZodiacGrid } from './ZodiacGrid';

/**
 * Laid out at once with the page, also on phones where it comes after the news: laid out only as it
 * neared the screen (content-visibility), it took its real height then, and the footer moved.
 */
const stack = css({ display: 'flex', flexDirection: 'column', gap: theme.space.lg });

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

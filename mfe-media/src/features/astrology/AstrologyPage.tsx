import { css } from '@emotion/react';
import { EXPOSED, href, theme, WidgetSlot, ZODIAC_SIGNS } from '@janmat/shared';
import { PageFrame } from '@janmat/shared/page-frame';
import { sectionFrame } from '../common/sectionFrame';
import { AstrologyPoll } from './AstrologyPoll';
import { ZodiacGrid } from './ZodiacGrid';

const TITLE = 'राशिफल';

const h2 = css({
  margin: `${theme.space.lg} 0 0`,
  fontSize: theme.fontSizes.lg,
});

/** `/astrology`: the zodiac grid and the local yes/no poll. */
export function AstrologyPage() {
  return (
    <PageFrame
      {...sectionFrame(TITLE, {
        description: 'आज का राशिफल: मेष से मीन तक सभी 12 राशियों का हाल जनमत पर पढ़ें।',
        keywords: 'राशिफल, आज का राशिफल, दैनिक राशिफल, मेष, वृषभ, मिथुन, कर्क, सिंह, कन्या, तुला, वृश्चिक, धनु, मकर, कुंभ, मीन',
        canonical: href.astrology(),
      })}
      heading={`आज का ${TITLE}`}
    >
      <h2 css={h2}>अपनी राशि चुनें</h2>
      <ZodiacGrid signs={ZODIAC_SIGNS} label="राशियाँ" />
      <WidgetSlot module={EXPOSED.astrologyPoll} props={{}}>
        <AstrologyPoll />
      </WidgetSlot>
    </PageFrame>
  );
}

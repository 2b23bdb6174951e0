import { css } from '@emotion/react';
import {
  href,
  isNotFound,
  isZodiacCode,
  NotFound,
  QueryView,
  Skeleton,
  theme,
  useParams,
  ZODIAC_SIGNS,
  zodiacSignByCode,
} from '@janmat/shared';
import { PageFrame } from '@janmat/shared/page-frame';
import { MEDIA_LOAD_FAILED } from '../common/mediaLoadFailed';
import { useGetHoroscopeQuery } from './astrologyApi';
import { HoroscopeText } from './HoroscopeText';
import { ZodiacGrid } from './ZodiacGrid';

const h2 = css({
  margin: `${theme.space.xl} 0 0`,
  fontSize: theme.fontSizes.lg,
});

/** `/astrology/{code}`: today's reading for one sign and links to the other eleven. */
export function AstrologySignPage() {
  const { code = '' } = useParams();
  const sign = isZodiacCode(code) ? zodiacSignByCode(code) : undefined;
  const query = useGetHoroscopeQuery(sign?.code ?? '', { skip: !sign });
  if (!sign || isNotFound(query.error) || query.data === null) return <NotFound />;

  const title = `${sign.name} राशिफल`;
  return (
    <PageFrame
      meta={{
        title: `${title} | जनमत`,
        description: query.data?.des.slice(0, 155) ?? `${sign.name} राशि का आज का राशिफल जनमत पर पढ़ें।`,
        keywords: `${sign.name} राशिफल, आज का राशिफल, ${sign.name}`,
        canonical: href.astrologySign({ code: sign.code }),
      }}
      crumbs={[{ label: 'राशिफल', to: href.astrology() }, { label: sign.name }]}
      heading={
        <>
          <span aria-hidden="true">{sign.symbol} </span>
          {title}
        </>
      }
    >
      <QueryView errorMessage={MEDIA_LOAD_FAILED} query={query} skeleton={<Skeleton lines={4} height="1.3em" />}>
        {(horoscope) => (horoscope ? <HoroscopeText text={horoscope.des} /> : null)}
      </QueryView>
      <h2 css={h2}>अन्य राशियाँ</h2>
      <ZodiacGrid signs={ZODIAC_SIGNS.filter((other) => other.code !== sign.code)} label="अन्य राशियाँ" />
    </PageFrame>
  );
}

import { css } from '@emotion/react';
import { Breadcrumb, href, Link, PageHeading, PageMeta, theme } from '@janmat/shared';
import { CreatePollForm } from './CreatePollForm';

const TITLE = 'अपना पोल बनाएं';

const intro = css({ maxWidth: '640px', color: theme.colors.textMuted });

/** `/createmypoll`: any visitor can ask a question with two to four answers. */
export function CreatePollPage({ random }: { random?: () => number }) {
  return (
    <>
      <PageMeta
        title={`${TITLE} | जनमत`}
        description="अपना सवाल पूछें और जनता की राय जानें: जनमत पर मुफ्त पोल बनाएं।"
        keywords="पोल, जनमत, वोट, सर्वे, राय"
        canonical={href.createPoll()}
      />
      <Breadcrumb items={[{ label: TITLE }]} />
      <PageHeading>{TITLE}</PageHeading>
      <p css={intro}>
        सवाल लिखें और कम से कम दो विकल्प दें। पोल बनते ही उसका लिंक शेयर करें। आपके सभी पोल <Link to={href.myPolls()}>मेरे पोल</Link>{' '}
        में मिलेंगे।
      </p>
      <CreatePollForm random={random} />
    </>
  );
}

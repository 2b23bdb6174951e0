import { css } from '@emotion/react';
import { Breadcrumb, href, JsonLd, PageHeading, PageMeta, theme, visuallyHidden } from '@janmat/shared';
import { organizationLd } from '../common/organizationLd';
import { PageWithSidebar } from '../common/PageWithSidebar';
import { YourTopicsRow } from '../follow/YourTopicsRow';
import { ResultsStrip } from '../results/ResultsStrip';
import { websiteLd } from '../search/websiteLd';
import { HomeNews } from './HomeNews';
import { HomeSidebarSlot } from './HomeSidebarSlot';

/** The breadcrumb and, while an election counts, the results strip: one row. */
const topRow = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: theme.space.md,
  minWidth: 0,
  '> nav': { flex: 'none' },
});

/** `/`: the news column beside the site poll, popular news, trending and the reader's boxes. */
export function HomePage() {
  return (
    <>
      <PageMeta
        title="जनमत — राजनीति की हर खबर"
        description="जनमत — राजस्थान, मध्य प्रदेश, उत्तर प्रदेश, हरियाणा, दिल्ली और बिहार की राजनीति की ताज़ा खबरें, वीडियो, वेब स्टोरी, फोटो गैलरी, राशिफल और जनमत सर्वेक्षण।"
        keywords="जनमत, हिंदी समाचार, राजनीति, चुनाव, पोल, राजस्थान, मध्य प्रदेश, उत्तर प्रदेश, हरियाणा, दिल्ली, बिहार"
        canonical={href.home()}
      />
      <JsonLd data={websiteLd()} />
      <JsonLd data={organizationLd()} />
      <div css={topRow}>
        <Breadcrumb items={[]} />
        <ResultsStrip />
      </div>
      <YourTopicsRow />
      <div css={visuallyHidden}>
        <PageHeading>जनमत: आज की बड़ी ख़बरें</PageHeading>
      </div>
      <PageWithSidebar sidebarLabel="पोल, लोकप्रिय ख़बरें और जानकारी" sidebar={<HomeSidebarSlot />}>
        <HomeNews />
      </PageWithSidebar>
    </>
  );
}

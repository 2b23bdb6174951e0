import { getRuntimeConfig } from '@janmat/shared';
import { StaticPage } from '../static-page/StaticPage';
import { callout } from '../static-page/styles';
import { submitNewsContent } from './content';

/** How to send news or become a reporter: write to the editorial e-mail (a runtime setting). */
export function SubmitNewsPage() {
  const { editorialEmail } = getRuntimeConfig();
  return (
    <StaticPage content={submitNewsContent}>
      <p css={callout}>
        खबर भेजने या रिपोर्टर बनने के लिए हमारे संपादकीय ई-मेल पर लिखें: <a href={`mailto:${editorialEmail}`}>{editorialEmail}</a>
      </p>
    </StaticPage>
  );
}

import { StaticPage } from '../static-page/StaticPage';
import { privacyContent } from './content';

/** The privacy policy, shown at both /privacy and /privacypolicy (canonical: /privacy). */
export function PrivacyPage() {
  return <StaticPage content={privacyContent} />;
}

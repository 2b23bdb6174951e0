import { StaticPage } from '../static-page/StaticPage';
import { advertiseContent } from './content';

/** Advertising options and rules. */
export function AdvertisePage() {
  return <StaticPage content={advertiseContent} />;
}

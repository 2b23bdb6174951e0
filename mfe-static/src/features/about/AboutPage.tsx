import { StaticPage } from '../static-page/StaticPage';
import { aboutContent } from './content';

/** About the product: what it covers and how it works. */
export function AboutPage() {
  return <StaticPage content={aboutContent} />;
}

import type { SeedNews } from '../types';
import { economyNews } from './news-economy';
import { electionNews } from './news-election';
import { featureNews } from './news-features';
import { internationalNews } from './news-international';
import { nationalNews } from './news-national';
import { politicsNews } from './news-politics';
import { gangeticStateNews } from './news-states-gangetic';
import { westStateNews } from './news-states-west';

/** Every seeded article; ids follow this order. */
export const news: SeedNews[] = [
  ...nationalNews,
  ...internationalNews,
  ...westStateNews,
  ...gangeticStateNews,
  ...politicsNews,
  ...electionNews,
  ...economyNews,
  ...featureNews,
];

/** The article with this url; throws so a typo in a reference fails at load, not on the site. */
export function articleByUrl(url: string): SeedNews {
  const found = news.find((n) => n.url === url);
  if (!found) throw new Error(`Seed content refers to an unknown article: ${url}`);
  return found;
}

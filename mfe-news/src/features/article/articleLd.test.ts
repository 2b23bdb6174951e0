import { setRuntimeConfig } from '@janmat/shared';
import { articleLd } from './articleLd';

const item = {
  name: 'शीतकालीन सत्र से पहले सर्वदलीय बैठक',
  photo: '/uploads/news/baithak.svg',
  created_at: '2026-11-20 10:00:00',
  reported_by: 'सीमा शर्मा',
  reporter: 1,
};

beforeEach(() => setRuntimeConfig({ siteUrl: 'https://janmat.test' }));

test('the NewsArticle names headline, raster image, dates, author page and publisher with logo, all absolute', () => {
  expect(articleLd(item, '/news/national/baithak', 'विवरण')).toEqual({
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: item.name,
    description: 'विवरण',
    image: ['https://janmat.test/uploads/news/baithak.jpg'],
    datePublished: '2026-11-20T10:00:00+05:30',
    dateModified: '2026-11-20T10:00:00+05:30',
    mainEntityOfPage: 'https://janmat.test/news/national/baithak',
    inLanguage: 'hi-IN',
    author: [{ '@type': 'Person', name: 'सीमा शर्मा', url: 'https://janmat.test/author/p' }],
    publisher: {
      '@type': 'Organization',
      name: 'जनमत',
      url: 'https://janmat.test/',
      logo: { '@type': 'ImageObject', url: 'https://janmat.test/uploads/site/janmat-og.png', width: 1200, height: 630 },
    },
  });
});

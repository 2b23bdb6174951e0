import { setRuntimeConfig } from '@janmat/shared';
import { organizationLd, publisherLd } from './organizationLd';

const social = {
  facebook: 'https://facebook.com/janmat',
  x: 'https://x.com/janmat',
  youtube: 'https://youtube.com/@janmat',
  instagram: 'https://instagram.com/janmat',
  whatsapp: 'https://wa.me/919876543210',
};

test('the Organization names the site, its absolute address, its logo with size and its social profiles', () => {
  setRuntimeConfig({ siteUrl: 'https://janmat.test', social });
  expect(organizationLd()).toEqual({
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: 'जनमत',
    url: 'https://janmat.test/',
    logo: { '@type': 'ImageObject', url: 'https://janmat.test/uploads/site/janmat-og.png', width: 1200, height: 630 },
    sameAs: Object.values(social),
  });
});

test('a profile that is no https address is left out; the publisher of a story is the same Organization', () => {
  setRuntimeConfig({ siteUrl: 'https://janmat.test', social: { ...social, x: '@janmat' } });
  expect(organizationLd().sameAs).not.toContain('@janmat');
  expect(organizationLd()).toMatchObject(publisherLd());
});

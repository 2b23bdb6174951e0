import { breadcrumbLd } from './breadcrumbLd';

const origin = window.location.origin;

describe('breadcrumbLd', () => {
  it('lists the trail in order with positions from 1 and absolute URLs', () => {
    expect(
      breadcrumbLd([{ label: 'होम', to: '/' }, { label: 'राष्ट्रीय', to: '/news/national' }, { label: 'खबर' }]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'होम', item: `${origin}/` },
        { '@type': 'ListItem', position: 2, name: 'राष्ट्रीय', item: `${origin}/news/national` },
        { '@type': 'ListItem', position: 3, name: 'खबर' },
      ],
    });
  });

  it('leaves out a label without a page of its own and names the current page when it has a path', () => {
    const ld = breadcrumbLd([{ label: 'होम', to: '/' }, { label: 'लेखक' }, { label: 'नीतू', to: '/author/q' }]);
    expect(ld.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'होम', item: `${origin}/` },
      { '@type': 'ListItem', position: 2, name: 'नीतू', item: `${origin}/author/q` },
    ]);
  });
});

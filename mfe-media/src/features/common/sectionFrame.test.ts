import { sectionFrame } from './sectionFrame';

describe('sectionFrame', () => {
  it('names the document, the breadcrumb item and the heading after the section', () => {
    expect(sectionFrame('वीडियो', { description: 'ताज़ा वीडियो', canonical: '/videos' })).toEqual({
      meta: { title: 'वीडियो | जनमत', description: 'ताज़ा वीडियो', canonical: '/videos' },
      crumbs: [{ label: 'वीडियो' }],
      heading: 'वीडियो',
    });
  });
});

import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { Breadcrumb } from '../ui/Breadcrumb';
import { PageHeading } from '../ui/PageHeading';
import { PageMeta } from '../ui/PageMeta';
import { expectPageHead } from './expectPageHead';

function Page() {
  return (
    <MemoryRouter>
      <PageMeta title="फ़ोटो | जनमत" description="फ़ोटो गैलरी" canonical="/photos/एल्बम" />
      <Breadcrumb items={[{ label: 'फ़ोटो', to: '/photos' }, { label: 'एल्बम' }]} />
      <PageHeading>एल्बम</PageHeading>
    </MemoryRouter>
  );
}

describe('expectPageHead', () => {
  it('passes for a page with the heading, title, canonical path and breadcrumb asked for', () => {
    render(<Page />);
    expectPageHead({
      heading: 'एल्बम',
      title: 'फ़ोटो | जनमत',
      canonical: '/photos/एल्बम',
      current: 'एल्बम',
      links: ['फ़ोटो'],
    });
  });

  it('fails when the page differs', () => {
    render(<Page />);
    expect(() => expectPageHead({ heading: 'फ़ोटो', title: 'फ़ोटो | जनमत', canonical: '/photos/एल्बम' })).toThrow();
    expect(() => expectPageHead({ heading: 'एल्बम', title: 'फ़ोटो | जनमत', canonical: '/photos' })).toThrow();
    expect(() =>
      expectPageHead({ heading: 'एल्बम', title: 'फ़ोटो | जनमत', canonical: '/photos/एल्बम', current: 'एल्बम' }),
    ).toThrow();
  });
});

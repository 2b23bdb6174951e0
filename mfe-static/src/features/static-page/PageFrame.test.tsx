import { renderWithPortal } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { PageFrame } from './PageFrame';

const info = {
  heading: 'लंबा शीर्षक जो पेज पर दिखता है',
  title: 'शीर्षक | जनमत',
  description: 'विवरण',
  keywords: 'कुंजी',
  canonical: '/refund',
};

describe('PageFrame', () => {
  it('ends the breadcrumb with the heading when no crumb is given', () => {
    renderWithPortal(<PageFrame info={info}>सामग्री</PageFrame>);
    const crumbs = screen.getByRole('navigation', { name: 'ब्रेडक्रंब' });
    expect(within(crumbs).getByText(info.heading)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByText('सामग्री')).toBeInTheDocument();
  });

  it('uses its own crumb label when one is given', () => {
    renderWithPortal(<PageFrame info={{ ...info, crumb: { label: 'छोटा नाम' } }}>सामग्री</PageFrame>);
    const crumbs = screen.getByRole('navigation', { name: 'ब्रेडक्रंब' });
    expect(within(crumbs).getByText('छोटा नाम')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).queryByText(info.heading)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: info.heading })).toBeInTheDocument();
  });
});

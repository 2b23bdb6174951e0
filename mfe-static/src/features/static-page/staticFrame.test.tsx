import { href } from '@janmat/shared';
import { PageFrame } from '@janmat/shared/page-frame';
import { renderWithPortal } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { staticFrame } from './staticFrame';
import { pageColumn } from './styles';

const info = {
  heading: 'लंबा शीर्षक जो पेज पर दिखता है',
  title: 'शीर्षक | जनमत',
  description: 'विवरण',
  keywords: 'कुंजी',
  canonical: href.refund(),
};

const open = (page: typeof info & { crumb?: { label: string } }) =>
  renderWithPortal(
    <PageFrame {...staticFrame(page)} css={pageColumn}>
      सामग्री
    </PageFrame>,
  );

describe('staticFrame', () => {
  it('gives the head tags of the page, without its heading or crumb', () => {
    expect(staticFrame({ ...info, crumb: { label: 'छोटा नाम' } }).meta).toEqual({
      title: 'शीर्षक | जनमत',
      description: 'विवरण',
      keywords: 'कुंजी',
      canonical: '/refund',
    });
  });

  it('ends the breadcrumb with the heading when no crumb is given', () => {
    open(info);
    const crumbs = screen.getByRole('navigation', { name: 'ब्रेडक्रंब' });
    expect(within(crumbs).getByText(info.heading)).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('heading', { level: 1, name: info.heading })).toBeInTheDocument();
    expect(screen.getByText('सामग्री')).toBeInTheDocument();
  });

  it('uses its own crumb label when one is given', () => {
    open({ ...info, crumb: { label: 'छोटा नाम' } });
    const crumbs = screen.getByRole('navigation', { name: 'ब्रेडक्रंब' });
    expect(within(crumbs).getByText('छोटा नाम')).toHaveAttribute('aria-current', 'page');
    expect(within(crumbs).queryByText(info.heading)).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: info.heading })).toBeInTheDocument();
  });

  it('sits in the section’s reading column', () => {
    open(info);
    expect(screen.getByRole('heading', { level: 1 }).parentElement).toHaveStyle({
      maxWidth: '820px',
      paddingBottom: '32px',
    });
  });
});

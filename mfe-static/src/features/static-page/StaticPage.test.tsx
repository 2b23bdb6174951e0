import { canonicalHref, renderWithPortal } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';
import { StaticPage } from './StaticPage';
import type { StaticContent } from './types';

const content: StaticContent = {
  heading: 'परीक्षण पेज',
  title: 'परीक्षण पेज | जनमत',
  description: 'परीक्षण का विवरण',
  keywords: 'परीक्षण, पेज',
  canonical: '/aboutus',
  sections: [
    { paragraphs: ['पहला अनुच्छेद', 'दूसरा अनुच्छेद'] },
    { heading: 'सूची वाला भाग', paragraphs: ['सूची से पहले'], items: ['पहली बात', 'दूसरी बात'] },
  ],
  cta: { label: 'संपर्क करें', to: '/contactus' },
};

describe('StaticPage', () => {
  it('sets the head tags and shows the heading in the breadcrumb', () => {
    renderWithPortal(<StaticPage content={content} />);
    expect(document.title).toBe('परीक्षण पेज | जनमत');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', 'परीक्षण का विवरण');
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute('content', 'परीक्षण, पेज');
    expect(canonicalHref()).toMatch(/\/aboutus$/);
    expect(screen.getByRole('heading', { level: 1, name: 'परीक्षण पेज' })).toBeInTheDocument();
    expect(within(screen.getByRole('navigation', { name: 'ब्रेडक्रंब' })).getByText('परीक्षण पेज')).toBeInTheDocument();
  });

  it('renders every section: sub-headings, paragraphs, lists and the closing link', () => {
    renderWithPortal(<StaticPage content={content} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['सूची वाला भाग']);
    expect(screen.getByText('दूसरा अनुच्छेद')).toBeInTheDocument();
    const list = screen.getByText('पहली बात').closest('ul') as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['पहली बात', 'दूसरी बात']);
    expect(screen.getByRole('link', { name: 'संपर्क करें' })).toHaveAttribute('href', '/contactus');
  });

  it('puts extra content right under the heading, before the sections', () => {
    renderWithPortal(
      <StaticPage content={content}>
        <p>ऊपर की सूचना</p>
      </StaticPage>,
    );
    const lead = screen.getByText('ऊपर की सूचना');
    expect(lead.compareDocumentPosition(screen.getByText('पहला अनुच्छेद'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });
});

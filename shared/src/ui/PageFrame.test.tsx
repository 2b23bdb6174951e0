import { css } from '@emotion/react';
import { render, screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { href } from '../contracts/routes';
import { PageFrame } from './PageFrame';

const meta = { title: 'फोटो गैलरी | जनमत', description: 'तस्वीरें', canonical: href.photos() };

const inRouter = (ui: ReactElement) => render(<MemoryRouter>{ui}</MemoryRouter>);

describe('PageFrame', () => {
  it('gives the page its head tags, the breadcrumb after «होम», the single h1 and then the content', () => {
    inRouter(
      <PageFrame
        meta={meta}
        crumbs={[{ label: 'राशिफल', to: href.astrology() }, { label: 'फोटो' }]}
        heading="फोटो गैलरी"
      >
        <p>सामग्री</p>
      </PageFrame>,
    );
    expect(document.title).toBe('फोटो गैलरी | जनमत');
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute('href', 'http://localhost/photos');
    const crumbs = screen.getByRole('navigation', { name: 'ब्रेडक्रंब' });
    expect(within(crumbs).getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/');
    expect(within(crumbs).getByRole('link', { name: 'राशिफल' })).toHaveAttribute('href', '/astrology');
    expect(within(crumbs).getByText('फोटो')).toHaveAttribute('aria-current', 'page');
    const heading = screen.getByRole('heading', { level: 1, name: 'फोटो गैलरी' });
    expect(screen.getAllByRole('heading', { level: 1 })).toEqual([heading]);
    expect(heading.compareDocumentPosition(screen.getByText('सामग्री'))).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
  });

  it('takes a heading with markup of its own', () => {
    inRouter(
      <PageFrame
        meta={meta}
        crumbs={[{ label: 'सिंह' }]}
        heading={
          <>
            <span aria-hidden="true">♌ </span>सिंह राशिफल
          </>
        }
      >
        सामग्री
      </PageFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'सिंह राशिफल' })).toBeInTheDocument();
  });

  it('leaves room under the content, and takes the styles it is given over its own', () => {
    const { rerender } = inRouter(
      <PageFrame meta={meta} crumbs={[]} heading="शीर्षक">
        सामग्री
      </PageFrame>,
    );
    const frame = () => screen.getByRole('heading', { level: 1 }).parentElement;
    expect(frame()).toHaveStyle({ paddingBottom: '48px' });
    rerender(
      <MemoryRouter>
        <PageFrame meta={meta} crumbs={[]} heading="शीर्षक" css={css({ maxWidth: '820px', paddingBottom: '32px' })}>
          सामग्री
        </PageFrame>
      </MemoryRouter>,
    );
    expect(frame()).toHaveStyle({ maxWidth: '820px', paddingBottom: '32px' });
  });
});

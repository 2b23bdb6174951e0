import { href } from '@janmat/shared';
import { READER_KEYS, toggleFollow } from '@janmat/shared/reader';
import { expectPageHead, renderHydrated, renderWithPortal } from '@janmat/shared/testing';
import { screen, within } from '@testing-library/react';

import { MeraJanmatPage } from './MeraJanmatPage';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

const RAJASTHAN = { kind: 'state', code: '3', name: 'राजस्थान', path: '/news/state/3/rajasthan' } as const;

describe('MeraJanmatPage', () => {
  it('has its heading, title and canonical, kept out of search results', () => {
    renderWithPortal(<MeraJanmatPage />);
    expectPageHead({ heading: 'मेरा जनमत', title: 'मेरा जनमत | जनमत', canonical: href.meraJanmat() });
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
  });

  it('has the four parts, and says where no script runs that the lists need one', () => {
    renderWithPortal(<MeraJanmatPage />);
    for (const name of ['फ़ॉलो किए गए राज्य और विषय', 'सहेजी गई खबरें', 'हाल में पढ़ी गईं', 'दिखावट']) {
      expect(screen.getByRole('heading', { level: 2, name })).toBeInTheDocument();
    }
    expect(screen.getByText(/इन्हें देखने और बदलने के लिए JavaScript चालू करें/)).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'गहरा' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'बड़े अक्षर' })).toBeInTheDocument();
  });

  it("sends the same HTML to every reader, then shows this browser's lists once it runs", async () => {
    toggleFollow(RAJASTHAN);
    localStorage.setItem(READER_KEYS.recent, JSON.stringify([{ path: '/news/national/a', title: 'पढ़ी खबर', at: 1 }]));
    const { serverHtml } = await renderHydrated(<MeraJanmatPage />);
    expect(serverHtml).toContain('आप अभी किसी राज्य या विषय को फ़ॉलो नहीं कर रहे।');
    expect(serverHtml).not.toContain('राजस्थान');
    expect(serverHtml).not.toContain('पढ़ी खबर');
    const follows = screen.getByRole('region', { name: 'फ़ॉलो किए गए राज्य और विषय' });
    expect(within(follows).getByRole('link', { name: 'राजस्थान' })).toHaveAttribute('href', RAJASTHAN.path);
    const recent = screen.getByRole('region', { name: 'हाल में पढ़ी गईं' });
    expect(within(recent).getByRole('link', { name: 'पढ़ी खबर' })).toBeInTheDocument();
  });
});

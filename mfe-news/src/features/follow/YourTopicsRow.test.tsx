import { fillYourTopics, READER_KEYS, toggleFollow, YOUR_TOPICS_ATTR } from '@janmat/shared/reader';
import { renderHydrated, renderWithPortal } from '@janmat/shared/testing';
import { act, screen, within } from '@testing-library/react';
import { YourTopicsRow } from './YourTopicsRow';

afterEach(() => {
  localStorage.clear();
  document.body.innerHTML = '';
});

const BIHAR = { kind: 'state', code: '2', name: 'बिहार', path: '/news/state/2/bihar' } as const;
const SPORTS = { kind: 'category', code: 'sports', name: 'खेल', path: '/news/sports' } as const;

/** The row as the page has it, shown or not. */
const row = () => document.querySelector(`[${YOUR_TOPICS_ATTR}]`);

const topicLinks = () =>
  within(screen.getByRole('navigation', { name: 'आपके विषय' }))
    .getAllByRole('link')
    .map((link) => [link.textContent, link.getAttribute('href')]);

describe('YourTopicsRow', () => {
  it('is empty in the server HTML, the same for every reader, and takes no room', async () => {
    toggleFollow(BIHAR);
    const { serverHtml } = await renderHydrated(<YourTopicsRow />, {
      beforeHydration: () => localStorage.removeItem(READER_KEYS.follows),
    });
    expect(serverHtml).toMatch(new RegExp(`<nav [^>]*${YOUR_TOPICS_ATTR}="/mera-janmat"[^>]*></nav>`));
    expect(row()).toBeEmptyDOMElement();
    // Empty, it is not shown (nor heard).
    expect(screen.queryByRole('navigation', { name: 'आपके विषय' })).toBeNull();
  });

  it('hydrates over the row the head’s program filled, keeping its links', async () => {
    toggleFollow(BIHAR);
    toggleFollow(SPORTS);
    await renderHydrated(<YourTopicsRow />, {
      beforeHydration: (page) => {
        const row = page.querySelector(`[${YOUR_TOPICS_ATTR}]`);
        if (row) fillYourTopics(row);
      },
    });
    expect(topicLinks()).toEqual([
      ['बिहार', BIHAR.path],
      ['खेल', SPORTS.path],
      ['बदलें', '/mera-janmat'],
    ]);
  });

  it('follows the list as it changes, here or in another tab', () => {
    renderWithPortal(<YourTopicsRow />);
    act(() => {
      toggleFollow(SPORTS);
    });
    expect(topicLinks()).toEqual([
      ['खेल', SPORTS.path],
      ['बदलें', '/mera-janmat'],
    ]);
    act(() => {
      toggleFollow(SPORTS);
    });
    expect(row()).toBeEmptyDOMElement();
  });
});

import { act, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { ShareBar } from './ShareBar';
import { COPIED_MARK } from './useCopiedMark';

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  writeText.mockReset();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});
afterEach(() => {
  jest.useRealTimers();
});

const renderBar = () => render(<ShareBar url="/news/rajasthan/satra" title="सत्र शुरू" />);
const page = 'http://localhost/news/rajasthan/satra';

/** Clicks «लिंक कॉपी करें» and lets the clipboard promise settle. */
async function clickCopy() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'लिंक कॉपी करें' }));
  });
}

describe('ShareBar', () => {
  it('shares the page on Facebook, WhatsApp and X in a new tab', () => {
    renderBar();
    expect(screen.getByRole('link', { name: 'Facebook पर शेयर करें' })).toHaveAttribute(
      'href',
      `https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(page)}`,
    );
    expect(screen.getByRole('link', { name: 'WhatsApp पर शेयर करें' })).toHaveAttribute(
      'href',
      `https://wa.me/?text=${encodeURIComponent(`सत्र शुरू ${page}`)}`,
    );
    const x = screen.getByRole('link', { name: 'X पर शेयर करें' });
    expect(x).toHaveAttribute(
      'href',
      `https://x.com/intent/post?url=${encodeURIComponent(page)}&text=${encodeURIComponent('सत्र शुरू')}`,
    );
    expect(x).toHaveAttribute('target', '_blank');
    expect(x).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('copies the link and shows «Copied!» for exactly 2000 ms', async () => {
    jest.useFakeTimers();
    writeText.mockResolvedValue(undefined);
    renderBar();
    await clickCopy();
    expect(writeText).toHaveBeenCalledWith(page);
    const status = screen.getByText('Copied!');
    expect(status).toHaveAttribute('aria-live', 'polite');
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('restarts the 2000 ms when the link is copied again', async () => {
    jest.useFakeTimers();
    writeText.mockResolvedValue(undefined);
    renderBar();
    await clickCopy();
    act(() => jest.advanceTimersByTime(1500));
    await clickCopy();
    act(() => jest.advanceTimersByTime(1999));
    expect(screen.getByText('Copied!')).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByText('Copied!')).toBeNull();
  });

  it('logs a failed copy and shows no confirmation', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => {});
    const failure = new Error('denied');
    writeText.mockRejectedValue(failure);
    renderBar();
    await clickCopy();
    expect(error).toHaveBeenCalledWith(expect.any(String), failure);
    expect(screen.queryByText('Copied!')).toBeNull();
    error.mockRestore();
  });
});

describe('ShareBar before the scripts', () => {
  const bar = <ShareBar url="/news/rajasthan/satra" title="सत्र शुरू" />;

  /** The server's bar in the page, as the reader gets it before any script. */
  function served() {
    const container = document.createElement('div');
    container.innerHTML = renderToString(bar);
    document.body.append(container);
    return container;
  }

  /** Hydrates the bar; it must hydrate without a mismatch. */
  async function hydrate(container: HTMLElement) {
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, bar, { onRecoverableError: recoverable });
    });
    expect(recoverable).not.toHaveBeenCalled();
  }

  afterEach(() => {
    document.documentElement.removeAttribute(COPIED_MARK);
    document.body.replaceChildren();
  });

  it('serves a copy button the page answers and an empty live region it can write «Copied!» into', async () => {
    const container = served();
    expect(container.querySelector('button')).toHaveAttribute('data-copy-url', page);
    const region = container.querySelector('[aria-live]');
    expect(region).toHaveAttribute('data-copy-status');
    expect(region).toHaveTextContent('');
    await hydrate(container);
    expect(region).toHaveTextContent('');
  });

  it('keeps the «Copied!» the page wrote before the scripts through hydration, until the page lifts its mark', async () => {
    const container = served();
    const region = container.querySelector('[aria-live]') as HTMLElement;
    // What the shell's taps program does for a copy before the scripts (its own test proves it).
    document.documentElement.setAttribute(COPIED_MARK, page);
    region.textContent = 'Copied!';
    await hydrate(container);
    expect(region).toHaveTextContent('Copied!');
    expect(container.querySelectorAll('[aria-live]')).toHaveLength(1);
    // The program lifts its mark 2 s after the copy; React's bar follows.
    await act(async () => {
      document.documentElement.removeAttribute(COPIED_MARK);
    });
    expect(region).toHaveTextContent('');
  });

  it("says nothing for another page's address", async () => {
    document.documentElement.setAttribute(COPIED_MARK, 'http://localhost/news/other');
    const container = served();
    await hydrate(container);
    expect(container.querySelector('[aria-live]')).toHaveTextContent('');
  });
});

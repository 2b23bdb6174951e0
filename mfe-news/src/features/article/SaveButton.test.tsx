import { LITE_PAGE_MARK } from '@janmat/shared/contracts';
import { READER_KEYS, readStories, SAVED_LIST_MESSAGE } from '@janmat/shared/reader';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { SAVE_PROBLEMS, SaveButton } from './SaveButton';

const story = { path: '/news/rajasthan/satra-shuru', title: 'सत्र शुरू', photo: '/uploads/satra.jpg' };

/** jsdom has no `MessageChannel`: the worker's answer goes straight to the page's port. */
class FakeChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => this.port1.onmessage?.({ data }) };
}

/** A browser with a service worker that keeps what it is told (or answers `kept` as given). */
function fakeWorker(kept?: string[]) {
  const told: unknown[] = [];
  const active = {
    postMessage: (message: { stories: { path: string }[] }, [port]: MessagePort[]) => {
      told.push(message);
      port?.postMessage({ type: SAVED_LIST_MESSAGE, kept: kept ?? message.stories.map((s) => s.path) });
    },
  };
  const serviceWorker = {
    register: jest.fn(async () => ({})),
    ready: Promise.resolve({ active }),
    getRegistration: jest.fn(async () => undefined),
  };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(globalThis, 'caches', { value: {}, configurable: true });
  Object.defineProperty(globalThis, 'MessageChannel', { value: FakeChannel, configurable: true });
  return { told, serviceWorker };
}

afterEach(() => {
  localStorage.clear();
  Reflect.deleteProperty(navigator, 'serviceWorker');
  Reflect.deleteProperty(globalThis, 'caches');
  Reflect.deleteProperty(globalThis, 'MessageChannel');
  jest.restoreAllMocks();
});

const button = () => screen.getByRole('button');
async function tap() {
  await act(async () => {
    fireEvent.click(button());
  });
}

describe('SaveButton', () => {
  it('renders «सहेजें», not pressed, on the server whatever the reader saved', () => {
    localStorage.setItem(READER_KEYS.saved, JSON.stringify([{ ...story, at: 1 }]));
    const html = renderToString(<SaveButton story={story} />);
    expect(html).toContain('सहेजें');
    expect(html).toContain('aria-pressed="false"');
  });

  it('is not shown on a page no script runs on (lite, or a saved copy read offline): nothing there could save', () => {
    render(<SaveButton story={story} />);
    const save = button();
    expect(save).toBeVisible();
    document.documentElement.setAttribute(LITE_PAGE_MARK, '');
    try {
      expect(save).not.toBeVisible();
    } finally {
      document.documentElement.removeAttribute(LITE_PAGE_MARK);
    }
  });

  it('saves the story first in the list, has the worker keep it, and shows «सहेजा गया»', async () => {
    const { told, serviceWorker } = fakeWorker();
    render(<SaveButton story={story} />);
    await tap();
    expect(serviceWorker.register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
    expect(readStories(READER_KEYS.saved)).toEqual([{ ...story, at: expect.any(Number) }]);
    expect(told).toEqual([{ type: SAVED_LIST_MESSAGE, stories: readStories(READER_KEYS.saved) }]);
    expect(button()).toHaveTextContent('सहेजा गया');
    expect(button()).toHaveAttribute('aria-pressed', 'true');
    expect(button()).toHaveAttribute('data-saved', 'kept');
  });

  it('removes a saved story on a second tap', async () => {
    fakeWorker();
    render(<SaveButton story={story} />);
    await tap();
    await tap();
    expect(readStories(READER_KEYS.saved)).toEqual([]);
    expect(button()).toHaveTextContent('सहेजें');
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it('says so in Hindi, and keeps nothing, in a browser without a service worker', async () => {
    render(<SaveButton story={story} />);
    await tap();
    expect(screen.getByRole('status')).toHaveTextContent(SAVE_PROBLEMS.noWorker);
    expect(readStories(READER_KEYS.saved)).toEqual([]);
    expect(button()).toHaveTextContent('सहेजें');
  });

  it('says so when the browser refuses to keep the list', async () => {
    const { told } = fakeWorker();
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    render(<SaveButton story={story} />);
    await tap();
    expect(screen.getByRole('status')).toHaveTextContent(SAVE_PROBLEMS.refused);
    expect(told).toEqual([]);
    expect(button()).toHaveAttribute('aria-pressed', 'false');
  });

  it('takes the story off the list again when the worker could not keep it', async () => {
    fakeWorker([]);
    render(<SaveButton story={story} />);
    await tap();
    expect(screen.getByRole('status')).toHaveTextContent(SAVE_PROBLEMS.notKept);
    expect(readStories(READER_KEYS.saved)).toEqual([]);
    expect(button()).toHaveTextContent('सहेजें');
  });
});

import { dropStory, keepStory } from './keptStories';
import { SAVED_LIST_MESSAGE, syncSavedCopies } from './offlineCopies';
import { READER_KEYS } from './readerKeys';

/** A browser whose site worker is registered (or not), recording the lists it is handed. */
function browserWith(registered: boolean) {
  const told: { type: string; stories: { path: string }[] }[] = [];
  const active = { postMessage: (message: (typeof told)[number]) => told.push(message) };
  const serviceWorker = { getRegistration: jest.fn(async () => (registered ? { active } : undefined)) };
  Object.defineProperty(navigator, 'serviceWorker', { value: serviceWorker, configurable: true });
  Object.defineProperty(globalThis, 'caches', { value: {}, configurable: true });
  Object.defineProperty(globalThis, 'MessageChannel', {
    value: class {
      port1 = {};
      port2 = {};
    },
    configurable: true,
  });
  return told;
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  localStorage.clear();
  for (const name of ['caches', 'MessageChannel']) Reflect.deleteProperty(globalThis, name);
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('the saved list handed to the site worker', () => {
  it('goes to a registered worker at once and on every change, a removal included, until left', async () => {
    const told = browserWith(true);
    keepStory(READER_KEYS.saved, { path: '/news/a/b', title: 'ख़बर', at: 1 }, 50);
    const leave = syncSavedCopies();
    await settle();
    dropStory(READER_KEYS.saved, '/news/a/b');
    await settle();
    expect(told).toEqual([
      { type: SAVED_LIST_MESSAGE, stories: [{ path: '/news/a/b', title: 'ख़बर', at: 1 }] },
      { type: SAVED_LIST_MESSAGE, stories: [] },
    ]);
    leave();
    keepStory(READER_KEYS.saved, { path: '/news/a/c', title: 'और', at: 2 }, 50);
    await settle();
    expect(told).toHaveLength(2);
  });

  it('registers nothing for a browser that has no worker', async () => {
    const told = browserWith(false);
    syncSavedCopies()();
    await settle();
    expect(told).toEqual([]);
    expect(navigator.serviceWorker.getRegistration).toHaveBeenCalledWith('/');
  });
});

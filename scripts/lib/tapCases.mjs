// What `npm run tap` taps: every control of a reader page a first tap must answer, on the page where it
// is. A case: `name` (for `--only`), `label` and `page` (the table's), `path(base)` (the address, read
// from the API where it depends on the data), `tap(page)` (an accessible locator), and two checks that
// run in the page (written here, sent as source, so each stands alone; `window.__tap` is tapMeasure's
// helpers): `before(event)` at the tap's pointerdown, whose result `shown(was)` gets on every frame
// after it until the answer shows. Optional: `prepare(page)` before the tap, `neverAfterMs`.

/** The first item of an API list. */
async function first(base, api) {
  const [item] = (await (await fetch(`${base}${api}`)).json()).data;
  if (!item) throw new Error(`${api} is empty`);
  return item;
}

const main = (page) => page.getByRole('main');
const header = (page) => page.getByRole('banner');

/** Nothing to remember at the tap. */
const nothing = () => null;
/** The address and heading at the tap, for a control that leads to another page. */
const wherever = () => ({ path: location.pathname, h1: document.querySelector('main h1')?.textContent ?? '' });
/** A link's tap is taken: it shows it is loading its page (`data-pending`), or that page shows. */
const leaving = (was) => {
  if (document.querySelector('a[data-pending]')) return true;
  const h1 = document.querySelector('main h1');
  return location.pathname !== was.path && window.__tap.visible(h1) && h1.textContent !== was.h1;
};
const submitState = () => window.__tap.submitState();

const HEADER_CASES = [
  {
    name: 'search',
    label: 'header search button',
    page: '/',
    path: async () => '/',
    tap: (page) => header(page).getByRole('button', { name: 'खोजें' }),
    before: nothing,
    // A search field shows (focused or not).
    shown: () => [...document.querySelectorAll('input[type=search], input[name=q]')].some(window.__tap.visible),
  },
  {
    name: 'menu',
    label: 'side menu',
    page: '/',
    path: async () => '/',
    tap: (page) => header(page).getByRole('button', { name: 'मेन्यू' }),
    before: nothing,
    shown: () => window.__tap.visible(document.getElementById('side-menu')),
  },
  {
    name: 'bell',
    label: 'notifications bell',
    page: '/',
    path: async () => '/',
    tap: (page) => header(page).getByRole('button', { name: 'सूचनाएं' }),
    before: nothing,
    shown: () => window.__tap.visible(document.getElementById('bell-dialog')),
  },
  {
    name: 'profile',
    label: 'profile link (मेरा जनमत)',
    page: '/',
    path: async () => '/',
    tap: (page) => header(page).getByRole('link', { name: 'मेरा जनमत' }),
    before: wherever,
    shown: leaving,
  },
];

const NEWS_AND_POLL_CASES = [
  {
    name: 'copy-link',
    label: 'copy link',
    page: '/news/:type/:url',
    path: async (base) => {
      const lead = await first(base, '/api/newsall');
      return `/news/${lead.type}/${lead.url}`;
    },
    tap: (page) => page.getByRole('button', { name: 'लिंक कॉपी करें' }),
    before: nothing,
    shown: () =>
      [...document.querySelectorAll('[aria-live]')].some(
        (e) => e.textContent.includes('Copied!') || getComputedStyle(e, '::before').content.includes('Copied!'),
      ),
  },
  {
    name: 'more',
    label: '"more" (सभी देखें) of a home list',
    page: '/',
    path: async () => '/',
    tap: (page) => main(page).getByRole('link', { name: /^सभी देखें/ }),
    before: wherever,
    shown: leaving,
  },
  {
    name: 'vote-option',
    label: 'a vote option',
    page: '/pp/polls/:id/:name',
    // The poll's own address answers a 301 from any name.
    path: async (base) => `/pp/polls/${(await first(base, '/api/pollsathome')).id}/poll`,
    tap: (page) => main(page).getByRole('radio'),
    before: nothing,
    shown: () => Boolean(document.querySelector('main input[type=radio]:checked')),
  },
  {
    name: 'vote-submit',
    label: "a vote's submit, 600 ms after choosing",
    page: '/pp/polls/:id/:name',
    path: async (base) => `/pp/polls/${(await first(base, '/api/pollsathome')).id}/poll`,
    prepare: async (page) => {
      await main(page).getByRole('radio').first().tap();
      await page.waitForTimeout(600);
    },
    tap: (page) => main(page).getByRole('button', { name: 'वोट करें' }),
    before: submitState,
    // Pending (aria-busy, the submit disabled, a new status text) or the results.
    shown: (was) => window.__tap.submitTaken(was) || (document.querySelector('[aria-label="पोल के नतीजे"]') && 'results'),
  },
  {
    name: 'create-poll',
    label: "poll creation's submit, empty",
    page: '/createmypoll',
    path: async () => '/createmypoll',
    tap: (page) => main(page).getByRole('button', { name: 'पोल बनाएं' }),
    before: submitState,
    // Pending, or the spec's validation messages (fields marked invalid).
    shown: (was) => window.__tap.submitTaken(was),
  },
  {
    name: 'contact',
    label: "contact form's submit, empty",
    page: '/contactus',
    path: async () => '/contactus',
    tap: (page) => main(page).getByRole('button', { name: 'संदेश भेजें' }),
    before: submitState,
    shown: (was) => window.__tap.submitTaken(was),
  },
];

const MEDIA_CASES = [
  {
    name: 'story-filter',
    label: 'a web-story filter',
    page: '/web-stories',
    path: async () => '/web-stories',
    // The first category (after «सभी वेब स्टोरी»), a button or a link.
    tap: (page) => main(page).getByRole('group', { name: 'श्रेणी चुनें' }).getByRole('button').nth(1),
    before: (event) => event.target.closest('button, a')?.textContent.trim() ?? '',
    // That filter is the chosen one.
    shown: (name) =>
      [...document.querySelectorAll('main button, main a')].some(
        (el) =>
          el.textContent.trim() === name &&
          (el.getAttribute('aria-pressed') === 'true' || (el.getAttribute('aria-current') ?? 'false') !== 'false'),
      ),
  },
  {
    name: 'story-filter-list',
    label: "a web-story filter's stories",
    page: '/web-stories',
    path: async () => '/web-stories',
    tap: (page) => main(page).getByRole('group', { name: 'श्रेणी चुनें' }).getByRole('button').nth(1),
    before: () => null,
    // The list shows that one category: every card leads to the same category's slider.
    shown: () => {
      const hrefs = [...document.querySelectorAll('main a[href^="/web-story-slider/"]')]
        .filter(window.__tap.visible)
        .map((a) => a.pathname);
      return hrefs.length > 0 && new Set(hrefs).size === 1;
    },
  },
  {
    name: 'story-arrow',
    label: "the story slider's next arrow",
    page: '/web-story-slider',
    path: async () => '/web-story-slider',
    tap: (page) => page.getByRole('button', { name: 'अगली स्टोरी' }),
    before: () => document.querySelector('main img')?.currentSrc ?? '',
    shown: (before) => (document.querySelector('main img')?.currentSrc ?? '') !== before,
  },
  {
    name: 'album-arrow',
    label: "the album's next arrow",
    page: '/photos/:code/:name',
    path: async (base) => {
      const album = await first(base, '/api/photos');
      return `/photos/${album.code}/${album.slug}`;
    },
    tap: (page) => {
      const name = /अगली|अगला|आगे/;
      return main(page).getByRole('button', { name }).or(main(page).getByRole('link', { name }));
    },
    before: () => ({ where: location.href, pictures: window.__tap.picturesInView() }),
    shown: (was) => location.href !== was.where || window.__tap.picturesInView() !== was.pictures,
  },
  {
    name: 'sign-picker',
    label: "the horoscope's sign picker",
    page: '/astrology/:code',
    path: async () => '/astrology/leo',
    tap: (page) => main(page).getByRole('list', { name: 'अन्य राशियाँ' }).getByRole('link'),
    before: wherever,
    shown: leaving,
  },
  {
    name: 'yes-no-poll',
    label: 'the astrology yes/no poll',
    page: '/astrology',
    path: async () => '/astrology',
    tap: (page) => main(page).getByRole('button', { name: 'हाँ', exact: true }),
    before: nothing,
    // The results, or the answer pending or pressed.
    shown: () =>
      [...document.querySelectorAll('main h2, main h3')].some((h) => h.textContent.trim() === 'परिणाम') ||
      Boolean(document.querySelector('main [aria-busy=true], main button[aria-pressed=true]')),
  },
  {
    name: 'video-play',
    label: 'video play',
    page: '/videos',
    path: async () => '/videos',
    tap: (page) => main(page).getByRole('button', { name: 'वीडियो 1 चलाएँ' }),
    before: nothing,
    // The player is in the page in its place.
    shown: () => window.__tap.visible(document.querySelector('main iframe')),
  },
];

export const CASES = [...HEADER_CASES, ...NEWS_AND_POLL_CASES, ...MEDIA_CASES];

import { ROUTES } from '@janmat/shared';
import { mockApi, type RenderWithPortalOptions, renderWithPortal } from '@janmat/shared/testing';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { styleByMedia } from '../../test/cssRules';
import { stories, story, storyCategories } from '../../test/fixtures';
import { StorySliderPage } from './StorySliderPage';

const election = [story(1, 'election'), story(2, 'election'), story(4, 'election')];

function open(at: RenderWithPortalOptions['route'] = '/web-story-slider/election') {
  const api = mockApi({
    '/api/webstorycategories': { data: storyCategories },
    '/api/stories': { data: stories },
    '/api/stories/election': { data: election },
    '/api/stories/unknown': { data: [] },
  });
  const route = at === '/web-story-slider' ? ROUTES.storySlider : ROUTES.storySliderType;
  return {
    ...api,
    ...renderWithPortal(<StorySliderPage />, {
      route: at,
      path: route.path,
      userOptions: { advanceTimers: jest.advanceTimersByTime },
    }),
  };
}

const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));
const slideTitle = () => screen.getByRole('heading', { level: 2 }).textContent;
const bars = () => screen.getAllByRole('button', { name: /^स्टोरी \d/ });
const currentBar = (container: HTMLElement) => container.ownerDocument.querySelector('[data-state="current"]');

beforeEach(() => jest.useFakeTimers());
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('StorySliderPage', () => {
  it('opens full screen at the story whose card was chosen', async () => {
    open({ pathname: '/web-story-slider/election', state: { storyId: 2 } });
    expect(await screen.findByRole('heading', { level: 2, name: 'स्टोरी 2' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'चुनाव — वेब स्टोरी' })).toHaveAttribute('open');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('चुनाव — वेब स्टोरी');
    expect(bars()[1]).toHaveAttribute('aria-current', 'step');
    expect(document.documentElement.style.overflow).toBe('hidden');
    expect(document.title).toBe('चुनाव — वेब स्टोरी | जनमत');
  });

  it('opens at the story its address names: every story has an address of its own', async () => {
    open('/web-story-slider/election?story=4');
    expect(await screen.findByRole('heading', { level: 2, name: 'स्टोरी 4' })).toBeInTheDocument();
    expect(bars()[2]).toHaveAttribute('aria-current', 'step');
  });

  it("where no script runs, its arrows and bars are plain links to the stories' addresses, and its buttons step aside", async () => {
    open('/web-story-slider/election?story=2');
    await screen.findByRole('heading', { level: 2, name: 'स्टोरी 2' });
    expect(screen.getByRole('link', { name: 'पिछली स्टोरी' })).toHaveAttribute(
      'href',
      '/web-story-slider/election?story=1',
    );
    expect(screen.getByRole('link', { name: 'अगली स्टोरी' })).toHaveAttribute(
      'href',
      '/web-story-slider/election?story=4',
    );
    const barLinks = screen.getAllByRole('link', { name: /^स्टोरी \d/ });
    expect(barLinks.map((link) => link.getAttribute('href'))).toEqual(
      [1, 2, 4].map((id) => `/web-story-slider/election?story=${id}`),
    );
    expect(barLinks[1]).toHaveAttribute('aria-current', 'step');
    for (const name of ['पिछली स्टोरी', 'अगली स्टोरी', 'स्टोरी रोकें', /^स्टोरी 1/]) {
      expect(styleByMedia(screen.getByRole('button', { name }), 'display')).toMatchObject({
        '(scripting: none)': 'none',
      });
    }
  });

  it('advances by itself after 5 seconds and wraps to the first story', async () => {
    open({ pathname: '/web-story-slider/election', state: { storyId: 4 } });
    await screen.findByRole('heading', { level: 2, name: 'स्टोरी 4' });
    wait(4000);
    expect(slideTitle()).toBe('स्टोरी 4');
    wait(1000);
    expect(slideTitle()).toBe('स्टोरी 1');
    wait(5000);
    expect(slideTitle()).toBe('स्टोरी 2');
  });

  it('fills the current progress bar and pauses it while the slide is hovered', async () => {
    const { container } = open();
    await screen.findByRole('heading', { level: 2, name: 'स्टोरी 1' });
    const bar = currentBar(container) as HTMLElement;
    expect(styleByMedia(bar, 'animation-play-state')).toEqual({ '': 'running' });
    expect(styleByMedia(bar, 'animation')).toEqual({
      '': expect.stringContaining('5000ms linear'),
      // Before the scripts, a reader who asks for reduced motion gets the full bar React would draw.
      '(prefers-reduced-motion: reduce)': 'none',
    });
    fireEvent.mouseEnter(screen.getByRole('img', { name: 'स्टोरी 1' }).closest('figure')?.parentElement as HTMLElement);
    expect(styleByMedia(currentBar(container) as HTMLElement, 'animation-play-state')).toEqual({ '': 'paused' });
    wait(12000);
    expect(slideTitle()).toBe('स्टोरी 1');
  });

  it('jumps with a progress bar and steps with the arrows, one change per 500 ms', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 2, name: 'स्टोरी 1' });
    await user.click(bars()[2] as HTMLElement);
    expect(slideTitle()).toBe('स्टोरी 4');
    wait(500);
    await user.click(screen.getByRole('button', { name: 'अगली स्टोरी' }));
    expect(slideTitle()).toBe('स्टोरी 1');
    await user.click(screen.getByRole('button', { name: 'पिछली स्टोरी' }));
    expect(slideTitle()).toBe('स्टोरी 1');
    wait(500);
    await user.click(screen.getByRole('button', { name: 'पिछली स्टोरी' }));
    expect(slideTitle()).toBe('स्टोरी 4');
  });

  it('stops with the pause button and goes on when it is pressed again', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 2, name: 'स्टोरी 1' });
    const pause = screen.getByRole('button', { name: 'स्टोरी रोकें' });
    await user.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    wait(20000);
    expect(slideTitle()).toBe('स्टोरी 1');
    await user.click(pause);
    wait(5000);
    expect(slideTitle()).toBe('स्टोरी 2');
  });

  it('closes back to the web-story list with the close control and with Escape', async () => {
    const { user } = open();
    await screen.findByRole('heading', { level: 2, name: 'स्टोरी 1' });
    expect(screen.getByRole('link', { name: 'बंद करें' })).toHaveAttribute('href', '/web-stories');
    await user.keyboard('{Escape}');
    expect(screen.getByTestId('elsewhere')).toHaveTextContent('/web-stories');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('shows every story without a type', async () => {
    const { requested } = open('/web-story-slider');
    await screen.findByRole('heading', { level: 2, name: 'स्टोरी 1' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('सभी वेब स्टोरी');
    expect(bars()).toHaveLength(3);
    expect(within(screen.getByRole('dialog')).getAllByRole('listitem')).toHaveLength(3);
    expect(requested()).toContain('/api/stories');
  });

  it('shows the not-found page for an unknown category', async () => {
    open('/web-story-slider/unknown');
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

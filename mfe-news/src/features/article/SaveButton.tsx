import { css } from '@emotion/react';
import { needsScripts, theme } from '@janmat/shared';
import {
  dropStory,
  isStoryList,
  type KeptStory,
  keepOffline,
  keepStory,
  NO_STORIES,
  offlineSupported,
  READER_KEYS,
  READER_LIMITS,
  readStories,
  useStored,
} from '@janmat/shared/reader';
import { useState } from 'react';

/** What the reader is told when a story could not be kept (the button stays «सहेजें»). */
export const SAVE_PROBLEMS = {
  noWorker: 'यह ब्राउज़र ख़बरें ऑफ़लाइन पढ़ने के लिए नहीं सहेज सकता।',
  refused: 'ब्राउज़र ने कुछ भी रखने नहीं दिया, इसलिए ख़बर सहेजी नहीं गई।',
  notKept: 'ख़बर ऑफ़लाइन पढ़ने के लिए सहेजी नहीं जा सकी। कनेक्शन देखकर फिर से कोशिश करें।',
} as const;

const pressed = css({
  '&[aria-pressed="true"]': { borderColor: theme.colors.brandText, color: theme.colors.brandText, fontWeight: 600 },
  // Where no script runs (scripts off, a lite page, a saved copy read offline) nothing can save: not shown.
  ...needsScripts,
});
const problemStyle = css({ color: theme.colors.error, fontSize: theme.fontSizes.sm });

type Keeping = 'idle' | 'keeping' | 'kept';

/** Saves the story and has the worker keep it whole; undefined when done, else what went wrong. */
async function save(story: Omit<KeptStory, 'at'>): Promise<keyof typeof SAVE_PROBLEMS | undefined> {
  if (!offlineSupported()) return 'noWorker';
  if (!keepStory(READER_KEYS.saved, { ...story, at: Date.now() }, READER_LIMITS.saved)) return 'refused';
  const kept = await keepOffline().catch(() => [] as string[]);
  if (kept.includes(story.path)) return undefined;
  // Nothing half-done: a story the worker could not keep is not left in the list.
  dropStory(READER_KEYS.saved, story.path);
  return 'notKept';
}

/**
 * «सहेजें» / «सहेजा गया» (`aria-pressed`): saves the article to read offline, or removes it. It shows
 * the server's «सहेजें» until hydration, then the reader's own state; `data-saved="kept"` once the
 * worker holds the copy. A tap before the scripts is kept by the early-tap replay (docs/first-taps.md).
 */
export function SaveButton({ story }: { story: Omit<KeptStory, 'at'> }) {
  const saved = useStored(READER_KEYS.saved, isStoryList, NO_STORIES).some((s) => s.path === story.path);
  const [keeping, setKeeping] = useState<Keeping>('idle');
  const [problem, setProblem] = useState('');
  const toggle = async () => {
    if (keeping === 'keeping') return;
    setProblem('');
    // The list as it is now (another tab may have changed it since this page rendered).
    if (readStories(READER_KEYS.saved).some((s) => s.path === story.path)) {
      setKeeping('idle');
      if (!dropStory(READER_KEYS.saved, story.path)) setProblem(SAVE_PROBLEMS.refused);
      return;
    }
    setKeeping('keeping');
    const failed = await save(story);
    setKeeping(failed ? 'idle' : 'kept');
    if (failed) setProblem(SAVE_PROBLEMS[failed]);
  };
  const busy = keeping === 'keeping';
  return (
    <>
      <button
        type="button"
        css={pressed}
        aria-pressed={saved}
        aria-busy={busy || undefined}
        data-pending={busy ? '' : undefined}
        data-saved={saved && keeping === 'kept' ? 'kept' : undefined}
        onClick={toggle}
      >
        {saved ? 'सहेजा गया' : 'सहेजें'}
      </button>
      <span role="status" css={problemStyle}>
        {problem}
      </span>
    </>
  );
}

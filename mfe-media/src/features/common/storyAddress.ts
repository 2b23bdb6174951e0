import { href } from '@janmat/shared';

/** The query parameter that names the story a slider opens at. */
const STORY_PARAM = 'story';

/**
 * The address of one story of a slider (every story when `type` is absent, or one category's), so
 * each story can be reached, shared and moved to without scripts.
 */
export function storyAddress(type: string | undefined, id: number): string {
  const slider = type ? href.storySliderType({ type }) : href.storySlider();
  return `${slider}?${new URLSearchParams({ [STORY_PARAM]: String(id) })}`;
}

/** The story an address's query names, if any (`?story=<id>`). */
export function storyOf(search: string): number | undefined {
  const id = Number(new URLSearchParams(search).get(STORY_PARAM));
  return Number.isInteger(id) && id > 0 ? id : undefined;
}

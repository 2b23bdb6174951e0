import { IMAGE_SIZES, type WebStory } from '@janmat/shared';
import { CardGrid, type GridColumns } from '../common/CardGrid';
import { MediaCard } from '../common/MediaCard';
import { storyAddress } from '../common/storyAddress';

export const STORY_COLUMNS: GridColumns = { base: 2, md: 3, lg: 5 };

/** Router state a story card hands to the slider, so it opens at that story. */
export interface StorySliderState {
  storyId: number;
}

/** Each card's category, for the filter's taps before the scripts (`NATIVE_TAPS.filterKeyAttr`). */
const FILTER_KEY = 'data-filter-key';

export interface StoryGridProps {
  /** The list's id, which its filter names. */
  id: string;
  stories: WebStory[];
  /** Category code → name, for the line under each title. */
  categoryNames: Map<string, string>;
}

/** Web-story cards; each opens the slider of its category at that story (its own address). */
export function StoryGrid({ id, stories, categoryNames }: StoryGridProps) {
  return (
    <CardGrid id={id} columns={STORY_COLUMNS} label="वेब स्टोरी">
      {stories.map((story, index) => (
        <li key={story.id} {...{ [FILTER_KEY]: story.type }}>
          <MediaCard
            to={storyAddress(story.type, story.id)}
            state={{ storyId: story.id } satisfies StorySliderState}
            image={story.photo}
            size={IMAGE_SIZES.story}
            title={story.title}
            note={categoryNames.get(story.type)}
            eager={index === 0}
          />
        </li>
      ))}
    </CardGrid>
  );
}

import { href, IMAGE_SIZES, QueryView, type WebStory } from '@janmat/shared';
import { PageFrame } from '@janmat/shared/page-frame';
import { useMemo, useState } from 'react';
import { CardGridSkeleton } from '../common/CardGridSkeleton';
import { MEDIA_LOAD_FAILED } from '../common/mediaLoadFailed';
import { sectionFrame } from '../common/sectionFrame';
import { useLogError } from '../common/useLogError';
import { StoryFilter } from './StoryFilter';
import { STORY_COLUMNS, StoryGrid } from './StoryGrid';
import { useGetStoriesQuery, useGetStoryCategoriesQuery } from './webStoriesApi';

const TITLE = 'वेब स्टोरी';

/** The id of the grid, which the filter names: the taps program filters it before the scripts. */
const GRID_ID = 'web-story-grid';

/**
 * `/web-stories`: category filter and the grid of stories. The list of all stories is whole (the API
 * has no pages), so a filter shows its category from it at once, with no request: the same cards the
 * page's taps program leaves shown when a filter is tapped before the scripts.
 */
export function WebStoriesPage() {
  const [type, setType] = useState<string | null>(null);
  const categories = useGetStoryCategoriesQuery();
  const all = useGetStoriesQuery(undefined);
  const stories = useMemo(() => {
    if (type === null) return all;
    const ofType = (list: WebStory[] | undefined) => list?.filter((story) => story.type === type);
    return { ...all, data: ofType(all.data), currentData: ofType(all.currentData) };
  }, [all, type]);
  // Without categories the list still works (all stories); the failure is only logged.
  useLogError(categories.error);
  const categoryNames = useMemo(
    () => new Map((categories.data ?? []).map((c) => [c.c_code, c.name] as const)),
    [categories.data],
  );
  return (
    <PageFrame
      {...sectionFrame(TITLE, {
        description: 'कम शब्दों में बड़ी खबरें: जनमत की वेब स्टोरी।',
        keywords: 'वेब स्टोरी, राजनीति वेब स्टोरी, जनमत',
        canonical: href.webStories(),
      })}
    >
      <StoryFilter
        categories={categories.isError ? [] : categories.data}
        active={type}
        onChange={setType}
        filters={GRID_ID}
      />
      <QueryView
        errorMessage={MEDIA_LOAD_FAILED}
        query={stories}
        empty="इस श्रेणी में अभी कोई वेब स्टोरी नहीं है।"
        skeleton={<CardGridSkeleton columns={STORY_COLUMNS} count={10} image={IMAGE_SIZES.story} lines={0} />}
      >
        {(list) => <StoryGrid id={GRID_ID} stories={list} categoryNames={categoryNames} />}
      </QueryView>
    </PageFrame>
  );
}

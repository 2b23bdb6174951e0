import { href, IMAGE_SIZES, QueryView } from '@janmat/shared';
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

/** `/web-stories`: category filter and the grid of stories. */
export function WebStoriesPage() {
  const [type, setType] = useState<string | null>(null);
  const categories = useGetStoryCategoriesQuery();
  const stories = useGetStoriesQuery(type ?? undefined);
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
      <StoryFilter categories={categories.isError ? [] : categories.data} active={type} onChange={setType} />
      <QueryView
        errorMessage={MEDIA_LOAD_FAILED}
        query={stories}
        empty="इस श्रेणी में अभी कोई वेब स्टोरी नहीं है।"
        skeleton={<CardGridSkeleton columns={STORY_COLUMNS} count={10} image={IMAGE_SIZES.story} lines={0} />}
      >
        {(list) => <StoryGrid stories={list} categoryNames={categoryNames} />}
      </QueryView>
    </PageFrame>
  );
}

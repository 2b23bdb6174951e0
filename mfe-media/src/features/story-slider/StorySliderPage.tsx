import { css } from '@emotion/react';
import {
  Dialog,
  href,
  isNotFound,
  NotFound,
  PageMeta,
  QueryView,
  Skeleton,
  theme,
  useLocation,
  useNavigate,
  useParams,
} from '@janmat/shared';
import { useCallback } from 'react';
import { MEDIA_LOAD_FAILED } from '../common/mediaLoadFailed';
import { storyOf } from '../common/storyAddress';
import type { StorySliderState } from '../web-stories/StoryGrid';
import { useGetStoriesQuery, useGetStoryCategoriesQuery } from '../web-stories/webStoriesApi';
import { SliderStatus, storyShape } from './SliderStatus';
import { StorySlider } from './StorySlider';

/** The slider's panel: black, over the whole page (the site's header and menus too). */
const fullScreen = css({
  width: '100%',
  height: '100%',
  overflow: 'hidden',
  background: '#000',
  color: '#fff',
  'a, button': {
    color: 'inherit',
  },
  ':focus-visible': {
    outlineColor: theme.colors.onBrand,
  },
});

/** `/web-story-slider` (every story) and `/web-story-slider/{type}` (one category), full screen. */
export function StorySliderPage() {
  const { type } = useParams();
  const { state, search } = useLocation();
  const navigate = useNavigate();
  const stories = useGetStoriesQuery(type);
  const categories = useGetStoryCategoriesQuery();
  const categoryName = type ? categories.data?.find((c) => c.c_code === type)?.name : undefined;
  const heading = type ? `${categoryName ?? type} — वेब स्टोरी` : 'सभी वेब स्टोरी';
  const closeTo = href.webStories();
  const onClose = useCallback(() => navigate(closeTo), [navigate, closeTo]);

  const list = stories.currentData;
  const unknownType = Boolean(type && categories.data && !categoryName && list?.length === 0);
  if (unknownType || isNotFound(stories.error)) return <NotFound />;

  // The story the address names (`?story=`, every story's own address), or the one a card was tapped on.
  const startId = storyOf(search) ?? (state as Partial<StorySliderState> | null)?.storyId;
  const startIndex = Math.max(0, list?.findIndex((story) => story.id === startId) ?? 0);

  return (
    <Dialog label={heading} onClose={onClose} css={fullScreen}>
      <PageMeta
        title={type ? `${heading} | जनमत` : 'वेब स्टोरी | जनमत'}
        description={categoryName ? `${categoryName}: जनमत की वेब स्टोरी।` : 'कम शब्दों में बड़ी खबरें: जनमत की वेब स्टोरी।'}
        keywords={`वेब स्टोरी, ${categoryName ?? 'राजनीति'}, जनमत`}
        canonical={type ? href.storySliderType({ type }) : href.storySlider()}
        image={list?.[0]?.photo}
        imageAlt={list?.[0]?.title}
      />
      {list?.length ? (
        <StorySlider
          key={type ?? 'all'}
          stories={list}
          heading={heading}
          initialIndex={startIndex}
          closeTo={closeTo}
          type={type}
        />
      ) : (
        <SliderStatus heading={heading} closeTo={closeTo}>
          <QueryView
            errorMessage={MEDIA_LOAD_FAILED}
            query={stories}
            empty="इस श्रेणी में अभी कोई वेब स्टोरी नहीं है।"
            skeleton={
              <div css={storyShape}>
                <Skeleton height="100%" />
              </div>
            }
          >
            {() => null}
          </QueryView>
        </SliderStatus>
      )}
    </Dialog>
  );
}

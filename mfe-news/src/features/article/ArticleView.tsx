import { css } from '@emotion/react';
import {
  Breadcrumb,
  href,
  IMAGE_SIZES,
  JsonLd,
  type NewsItem,
  PageHeading,
  PageMeta,
  theme,
  useGetCategoriesQuery,
  useGetStatesQuery,
} from '@janmat/shared';
import { READ_STORY_ATTR } from '@janmat/shared/kept-stories';
import { COLUMN_PHOTO_SIZES, newsPhotoStyle, Photo } from '@janmat/shared/photo';
import { ShareBar } from '@janmat/shared/share';
import { useMemo } from 'react';
import { LiveBadge } from '../live/LiveBadge';
import { LiveBlog } from '../live/LiveBlog';
import { ELECTION_NEWS_TYPE, ElectionLinks } from '../results/ElectionLinks';
import { ArticleBody } from './ArticleBody';
import { ArticleByline } from './ArticleByline';
import { articleCrumbs } from './articleCrumbs';
import { articleLd } from './articleLd';
import { articleDescription } from './articleText';
import { SaveSlot } from './SaveSlot';
import { useRememberRead } from './useRememberRead';

const photo = css({
  margin: `0 0 ${theme.space.lg}`,
  img: newsPhotoStyle(theme.radius.md),
});

/** One article: trail, headline, byline, share buttons, lead photo and body; a live page's updates after it. */
export function ArticleView({ item }: { item: NewsItem }) {
  const { data: categories } = useGetCategoriesQuery();
  const { data: states } = useGetStatesQuery();
  const description = useMemo(() => articleDescription(item.des), [item.des]);
  const canonical = href.article({ type: item.type, url: item.url });
  const story = useMemo(
    () => ({ path: canonical, title: item.name, photo: item.photo }),
    [canonical, item.name, item.photo],
  );
  useRememberRead(canonical, item.name, item.photo);
  return (
    <article {...{ [READ_STORY_ATTR]: JSON.stringify(story) }}>
      <PageMeta
        title={`${item.name} | जनमत`}
        description={description || item.name}
        keywords={`${item.name}, हिंदी समाचार, राजनीति, जनमत`}
        canonical={canonical}
        image={item.photo}
        imageAlt={item.name}
        type="article"
      />
      <JsonLd data={articleLd(item, canonical, description || item.name)} />
      <Breadcrumb items={articleCrumbs(item, categories, states)} />
      {item.live && <LiveBadge />}
      <PageHeading>{item.name}</PageHeading>
      <ArticleByline item={item} />
      <ShareBar url={canonical} title={item.name}>
        <SaveSlot story={story} />
      </ShareBar>
      <figure css={photo}>
        <Photo
          src={item.photo}
          alt={item.name}
          sizes={COLUMN_PHOTO_SIZES}
          width={IMAGE_SIZES.news.width}
          height={IMAGE_SIZES.news.height}
          loading="eager"
          fetchPriority="high"
        />
      </figure>
      <ArticleBody html={item.des} />
      {item.type === ELECTION_NEWS_TYPE && <ElectionLinks />}
      {item.live !== undefined && <LiveBlog item={{ ...item, live: item.live }} />}
    </article>
  );
}

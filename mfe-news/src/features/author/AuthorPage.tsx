import { css } from '@emotion/react';
import {
  Breadcrumb,
  decodeAuthorId,
  encodeAuthorId,
  href,
  LookupGate,
  NotFound,
  PageMeta,
  theme,
  useParams,
} from '@janmat/shared';
import { NEWS_LOAD_FAILED } from '../common/newsLoadFailed';
import { AuthorNews } from './AuthorNews';
import { AuthorProfile } from './AuthorProfile';
import { AuthorSkeleton } from './AuthorSkeleton';
import { useGetAuthorQuery, useGetNewsByAuthorQuery } from './authorApi';

const newsHeading = css({
  margin: `0 0 ${theme.space.sm}`,
  paddingInlineStart: theme.space.sm,
  borderInlineStart: `4px solid ${theme.colors.brand}`,
  fontSize: theme.fontSizes.xl,
});

const page = css({ paddingBottom: theme.space.xxl });

/**
 * `/author/{id}`: the id is the obfuscated form of the author's number; it is decoded before both
 * calls. A malformed id or an author the server does not know shows the not-found page.
 */
export function AuthorPage() {
  const { id = '' } = useParams();
  const authorId = decodeAuthorId(id);
  const skip = authorId === undefined;
  const author = useGetAuthorQuery(authorId ?? 0, { skip });
  const news = useGetNewsByAuthorQuery(authorId ?? 0, { skip });
  // A malformed id names no author: nothing is asked.
  if (skip) return <NotFound />;
  const profile = author.currentData?.[0];
  return (
    <LookupGate lookup={author} found={profile !== undefined} errorMessage={NEWS_LOAD_FAILED}>
      {profile ? (
        <div css={page}>
          <PageMeta
            title={`${profile.name} | जनमत`}
            description={profile.des || `${profile.name} की ख़बरें जनमत पर पढ़ें।`}
            keywords={`${profile.name}, लेखक, हिंदी समाचार, जनमत`}
            canonical={href.author({ id: encodeAuthorId(profile.id) })}
            image={profile.photo}
            imageAlt={profile.name}
          />
          <Breadcrumb items={[{ label: 'लेखक' }, { label: profile.name }]} />
          <AuthorProfile author={profile} />
          <h2 css={newsHeading}>{profile.name} की ख़बरें</h2>
          <AuthorNews list={news} />
        </div>
      ) : (
        <AuthorSkeleton />
      )}
    </LookupGate>
  );
}

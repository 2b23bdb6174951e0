import { css } from '@emotion/react';
import { href, IMAGE_SIZES, isNotFound, NotFound, QueryView, theme, useParams } from '@janmat/shared';
import { PageFrame } from '@janmat/shared/page-frame';
import { CardGrid, type GridColumns } from '../common/CardGrid';
import { CardGridSkeleton } from '../common/CardGridSkeleton';
import { MEDIA_LOAD_FAILED } from '../common/mediaLoadFailed';
import { PhotoFigure } from './PhotoFigure';
import { type AlbumDetails, useGetAlbumDetailsQuery } from './photosApi';

const GALLERY = 'फोटो गैलरी';
const PHOTO_COLUMNS: GridColumns = { base: 1, md: 2, lg: 3 };

const intro = css({
  margin: `0 0 ${theme.space.md}`,
  color: theme.colors.textMuted,
});

/** `/photos/{code}/{name}`: one album's photos; head tags from the album's m_title, m_des, m_keys. */
export function AlbumPage() {
  const { code = '', name: slug = '' } = useParams();
  const query = useGetAlbumDetailsQuery(code);
  const album = query.data?.album;
  if (isNotFound(query.error) || (query.data && !album)) return <NotFound />;

  const name = album?.name ?? 'फोटो एल्बम';
  return (
    <PageFrame
      meta={{
        title: album?.m_title || `${name} | जनमत`,
        description: album?.m_des || album?.des || `${name}: जनमत की फोटो गैलरी।`,
        keywords: album?.m_keys || undefined,
        canonical: href.album(album ? { code: album.code, name: album.slug } : { code, name: slug }),
        image: album?.photo,
        imageAlt: name,
      }}
      crumbs={[{ label: GALLERY, to: href.photos() }, { label: name }]}
      heading={name}
    >
      {album?.des ? <p css={intro}>{album.des}</p> : null}
      <QueryView<AlbumDetails>
        errorMessage={MEDIA_LOAD_FAILED}
        query={query}
        isEmpty={(details) => details.photos.length === 0}
        empty="इस एल्बम में अभी कोई फोटो नहीं है।"
        skeleton={<CardGridSkeleton columns={PHOTO_COLUMNS} count={6} image={IMAGE_SIZES.photo} lines={2} />}
      >
        {({ photos }) => (
          <CardGrid columns={PHOTO_COLUMNS} label="फोटो">
            {photos.map((photo, i) => (
              <li key={`${photo.photo}-${photo.name}`}>
                <PhotoFigure photo={photo} lead={i === 0} />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryView>
    </PageFrame>
  );
}

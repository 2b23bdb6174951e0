import { href, IMAGE_SIZES, QueryView } from '@janmat/shared';
import { PageFrame } from '@janmat/shared/page-frame';
import { CardGrid, type GridColumns } from '../common/CardGrid';
import { CardGridSkeleton } from '../common/CardGridSkeleton';
import { MediaCard } from '../common/MediaCard';
import { MEDIA_LOAD_FAILED } from '../common/mediaLoadFailed';
import { sectionFrame } from '../common/sectionFrame';
import { useGetAlbumsQuery } from './photosApi';

const TITLE = 'फोटो गैलरी';
export const ALBUM_COLUMNS: GridColumns = { base: 1, md: 2, lg: 3 };

/** `/photos`: the grid of photo albums. */
export function PhotosPage() {
  const query = useGetAlbumsQuery();
  return (
    <PageFrame
      {...sectionFrame(TITLE, {
        description: 'रैलियों, सभाओं और चुनावी माहौल की तस्वीरें — जनमत फोटो गैलरी।',
        keywords: 'फोटो गैलरी, तस्वीरें, राजनीतिक तस्वीरें, जनमत',
        canonical: href.photos(),
      })}
    >
      <QueryView
        errorMessage={MEDIA_LOAD_FAILED}
        query={query}
        empty="अभी कोई एल्बम उपलब्ध नहीं है।"
        skeleton={<CardGridSkeleton columns={ALBUM_COLUMNS} count={6} image={IMAGE_SIZES.album} lines={2} />}
      >
        {(albums) => (
          <CardGrid columns={ALBUM_COLUMNS} label="एल्बम">
            {albums.map((album, index) => (
              <li key={album.code}>
                <MediaCard
                  to={href.album({ code: album.code, name: album.slug })}
                  image={album.photo}
                  size={IMAGE_SIZES.album}
                  title={album.name}
                  note={album.des}
                  eager={index === 0}
                />
              </li>
            ))}
          </CardGrid>
        )}
      </QueryView>
    </PageFrame>
  );
}

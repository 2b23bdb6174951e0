import { href, QueryView } from '@janmat/shared';
import { PageFrame } from '@janmat/shared/page-frame';
import { CardGridSkeleton } from '../common/CardGridSkeleton';
import { MEDIA_LOAD_FAILED } from '../common/mediaLoadFailed';
import { sectionFrame } from '../common/sectionFrame';
import { VIDEO_COLUMNS, VideoGrid } from './VideoGrid';
import { useGetVideosQuery } from './videosApi';

const TITLE = 'वीडियो';
const VIDEO_BOX = { width: 16, height: 9 };

/** `/videos`: a grid of embedded videos. */
export function VideosPage() {
  const query = useGetVideosQuery();
  return (
    <PageFrame
      {...sectionFrame(TITLE, {
        description: 'राजनीति और चुनाव से जुड़े ताज़ा वीडियो जनमत पर देखें।',
        keywords: 'राजनीतिक वीडियो, समाचार वीडियो, जनमत वीडियो',
        canonical: href.videos(),
      })}
    >
      <QueryView
        errorMessage={MEDIA_LOAD_FAILED}
        query={query}
        empty="अभी कोई वीडियो उपलब्ध नहीं है।"
        skeleton={<CardGridSkeleton columns={VIDEO_COLUMNS} count={8} image={VIDEO_BOX} lines={0} />}
      >
        {(videos) => <VideoGrid videos={videos} />}
      </QueryView>
    </PageFrame>
  );
}

import type { Video } from '@janmat/shared';
import { CardGrid, type GridColumns } from '../common/CardGrid';
import { VideoFacade } from './VideoFacade';

/** Spec §9: 1 column on small screens, 2 on medium, 4 on large. */
export const VIDEO_COLUMNS: GridColumns = { base: 1, md: 2, lg: 4 };

/** The videos page's grid of 16:9 players. */
export function VideoGrid({ videos }: { videos: Video[] }) {
  return (
    <CardGrid columns={VIDEO_COLUMNS} label="वीडियो">
      {videos.map((video, i) => (
        <li key={video.link}>
          <VideoFacade link={video.link} number={i + 1} />
        </li>
      ))}
    </CardGrid>
  );
}

import { useGetStatesQuery } from '@janmat/shared';
import type { FollowedTopic } from '@janmat/shared/reader';
import { useGetNewsByStateQuery, useGetNewsByTypeQuery } from '../lists/listsApi';
import { HomeNewsSection } from './HomeNewsSection';

/** Stories a followed topic shows on home; the rest are on its page. */
const TOPIC_STORIES = 3;

/**
 * One followed state's or category's newest stories, with a link to its page. Nothing shows until they
 * have come, so the block grows once, whole (and it sits below the screen: `useFollowedPlace`).
 */
export function TopicStories({ topic }: { topic: FollowedTopic }) {
  const isState = topic.kind === 'state';
  const states = useGetStatesQuery(undefined, { skip: !isState });
  const stateCode = states.data?.find((s) => String(s.id) === topic.code)?.code;
  const byState = useGetNewsByStateQuery(stateCode ?? '', { skip: !stateCode });
  const byType = useGetNewsByTypeQuery(topic.code, { skip: isState });
  const items = (isState ? byState : byType).data ?? [];
  return <HomeNewsSection title={topic.name} more={topic.path} items={items.slice(0, TOPIC_STORIES)} />;
}

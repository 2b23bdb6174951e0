import type { FollowedTopic } from '@janmat/shared/reader';
import { TopicStories } from './TopicStories';

/** «आपके विषयों की ख़बरें»: the newest stories of each state and category the reader follows, in the order followed. */
export function FollowedTopicsBlock({ follows }: { follows: readonly FollowedTopic[] }) {
  return (
    <section aria-label="आपके विषयों की ख़बरें">
      {follows.map((topic) => (
        <TopicStories key={`${topic.kind}:${topic.code}`} topic={topic} />
      ))}
    </section>
  );
}

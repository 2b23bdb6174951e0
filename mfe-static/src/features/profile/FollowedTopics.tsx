import { isFollowList, NO_FOLLOWS, READER_KEYS, toggleFollow, useStored } from '@janmat/shared/reader';
import { PROFILE_TEXTS } from './content';
import { KeptItem } from './KeptItem';
import { KeptList } from './KeptList';
import { ProfileSection } from './ProfileSection';
import { useKeep } from './useKeep';

const TEXTS = PROFILE_TEXTS.follows;

/** «फ़ॉलो किए गए राज्य और विषय»: each a link to its page, with «फ़ॉलो हटाएं». */
export function FollowedTopics() {
  const follows = useStored(READER_KEYS.follows, isFollowList, NO_FOLLOWS);
  const keep = useKeep();
  return (
    <ProfileSection id="profile-follows" heading={TEXTS.heading}>
      <KeptList items={follows} empty={TEXTS.empty} keyOf={(t) => `${t.kind}:${t.code}`}>
        {(topic) => (
          <KeptItem
            to={topic.path}
            title={topic.name}
            action={TEXTS.remove}
            onAction={() => keep(() => toggleFollow(topic))}
          />
        )}
      </KeptList>
    </ProfileSection>
  );
}

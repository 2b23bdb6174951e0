import { isStoryList, NO_STORIES, READER_KEYS, useStored, writeStored } from '@janmat/shared/reader';
import { PROFILE_TEXTS } from './content';
import { KeptItem } from './KeptItem';
import { KeptList } from './KeptList';
import { ProfileSection } from './ProfileSection';
import { smallButton } from './styles';
import { useKeep } from './useKeep';

const TEXTS = PROFILE_TEXTS.recent;

/** «हाल में पढ़ी गईं»: the stories read in this browser, newest first, with «सब मिटाएं». */
export function RecentStories() {
  const recent = useStored(READER_KEYS.recent, isStoryList, NO_STORIES);
  const keep = useKeep();
  const clear =
    recent.length > 0 ? (
      <button type="button" css={smallButton} onClick={() => keep(() => writeStored(READER_KEYS.recent, NO_STORIES))}>
        {TEXTS.clear}
      </button>
    ) : null;
  return (
    <ProfileSection id="profile-recent" heading={TEXTS.heading} action={clear}>
      <KeptList items={recent} empty={TEXTS.empty} keyOf={(s) => s.path}>
        {(story) => <KeptItem to={story.path} title={story.title} />}
      </KeptList>
    </ProfileSection>
  );
}

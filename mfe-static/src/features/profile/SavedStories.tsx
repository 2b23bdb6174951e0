import { dropStory, isStoryList, NO_STORIES, READER_KEYS, useStored } from '@janmat/shared/reader';
import { PROFILE_TEXTS } from './content';
import { KeptItem } from './KeptItem';
import { KeptList } from './KeptList';
import { ProfileSection } from './ProfileSection';
import { useKeep } from './useKeep';

const TEXTS = PROFILE_TEXTS.saved;

/**
 * «सहेजी गई खबरें»: the stories saved to read offline (written by the article's «सहेजें», which also
 * keeps the service worker's copies in step), newest first, each with «हटाएं».
 */
export function SavedStories() {
  const saved = useStored(READER_KEYS.saved, isStoryList, NO_STORIES);
  const keep = useKeep();
  return (
    <ProfileSection id="profile-saved" heading={TEXTS.heading}>
      <KeptList items={saved} empty={TEXTS.empty} keyOf={(s) => s.path}>
        {(story) => (
          <KeptItem
            to={story.path}
            title={story.title}
            action={TEXTS.remove}
            onAction={() => keep(() => dropStory(READER_KEYS.saved, story.path))}
          />
        )}
      </KeptList>
    </ProfileSection>
  );
}

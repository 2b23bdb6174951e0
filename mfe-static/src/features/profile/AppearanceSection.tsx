import { PROFILE_TEXTS } from './content';
import { ProfileSection } from './ProfileSection';
import { emptyCss } from './styles';

/**
 * «दिखावट»: the place of the text size and theme controls (`AppearanceControls` of
 * `@janmat/shared/reader`, mounted here when they come). Until then it points to the side menu.
 */
export function AppearanceSection() {
  return (
    <ProfileSection id="profile-appearance" heading={PROFILE_TEXTS.appearance.heading}>
      <p css={emptyCss}>{PROFILE_TEXTS.appearance.hint}</p>
    </ProfileSection>
  );
}

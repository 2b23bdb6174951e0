import { AppearanceControls } from '@janmat/shared/reader';
import { PROFILE_TEXTS } from './content';
import { ProfileSection } from './ProfileSection';

/** «दिखावट»: the reader's theme and text size, the same controls as the side menu's. */
export function AppearanceSection() {
  return (
    <ProfileSection id="profile-appearance" heading={PROFILE_TEXTS.appearance.heading}>
      <AppearanceControls />
    </ProfileSection>
  );
}

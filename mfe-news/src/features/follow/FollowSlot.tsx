import { EXPOSED, type FollowButtonProps, WidgetSlot } from '@janmat/shared';
import { FollowButton } from './FollowButton';

/** «फ़ॉलो करें» in its widget slot: a page of islands hydrates it alone when the reader reaches for it. */
export function FollowSlot(props: FollowButtonProps) {
  return (
    <WidgetSlot module={EXPOSED.followButton} props={props}>
      <FollowButton {...props} />
    </WidgetSlot>
  );
}

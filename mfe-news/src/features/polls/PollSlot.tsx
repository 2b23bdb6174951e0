import { EXPOSED, type PollWidgetProps, RemoteSlot, Skeleton } from '@janmat/shared';

/** Height the poll widget takes with two options, so nothing jumps when it arrives. */
export const POLL_WIDGET_HEIGHT = 260;

/**
 * The polls section's widget for one poll, loaded through federation (news only places it) when
 * it comes near the viewport: in the sidebar it is below the fold on a phone.
 */
export function PollSlot(props: PollWidgetProps) {
  return (
    <RemoteSlot
      lazy
      module={EXPOSED.pollWidget}
      props={props}
      fallback={<Skeleton height={POLL_WIDGET_HEIGHT} radius={8} />}
    />
  );
}

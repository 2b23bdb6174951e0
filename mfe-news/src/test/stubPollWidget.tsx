import { type PollWidgetProps, setRemoteLoader } from '@janmat/shared';

/** Stands in for the polls section's widget: shows which poll it was given. */
function StubPollWidget({ poll }: PollWidgetProps) {
  return <p data-testid="poll-widget">{poll.name}</p>;
}

/** Answers `polls/PollWidget` with the stub instead of loading the polls remote. */
export function stubPollWidget(): void {
  setRemoteLoader(async (id) => (id === 'polls/PollWidget' ? { PollWidget: StubPollWidget } : undefined));
}

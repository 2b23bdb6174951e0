import { PollPage } from './PollPage';

/** `/polls/:id/:name`: a poll a visitor created (`/api/userpolls/{id}`). */
export function UserPollPage() {
  return <PollPage kind="user" />;
}

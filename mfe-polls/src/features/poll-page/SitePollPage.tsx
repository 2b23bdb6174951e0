import { PollPage } from './PollPage';

/** `/pp/polls/:id/:name`: one of the site's own polls (`/api/pppolls/{id}`). */
export function SitePollPage() {
  return <PollPage kind="site" />;
}

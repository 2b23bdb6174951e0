import type { SectionModule } from '@janmat/shared';
import { lazy } from 'react';

/** One lazily loaded page per route this section owns, so each page is its own chunk. */
export const pages: SectionModule<'polls'>['pages'] = {
  createPoll: lazy(() => import('./features/create-poll/CreatePollPage').then((m) => ({ default: m.CreatePollPage }))),
  myPolls: lazy(() => import('./features/my-polls/MyPollsPage').then((m) => ({ default: m.MyPollsPage }))),
  userPoll: lazy(() => import('./features/poll-page/UserPollPage').then((m) => ({ default: m.UserPollPage }))),
  sitePoll: lazy(() => import('./features/poll-page/SitePollPage').then((m) => ({ default: m.SitePollPage }))),
};

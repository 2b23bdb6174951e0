import type { SectionModule } from '@janmat/shared';
import { lazy } from 'react';

// Page chunks are named `page-<routeId>` (`~` joins routes sharing a page): the build lists their files
// in mf-manifest.json, so the server can preload the code of the page it sends.

/** One lazily loaded page per route this section owns, so each page is its own chunk. */
export const pages: SectionModule<'polls'>['pages'] = {
  createPoll: lazy(() =>
    import(/* webpackChunkName: "page-createPoll" */ './features/create-poll/CreatePollPage').then((m) => ({
      default: m.CreatePollPage,
    })),
  ),
  myPolls: lazy(() =>
    import(/* webpackChunkName: "page-myPolls" */ './features/my-polls/MyPollsPage').then((m) => ({
      default: m.MyPollsPage,
    })),
  ),
  userPoll: lazy(() =>
    import(/* webpackChunkName: "page-userPoll" */ './features/poll-page/UserPollPage').then((m) => ({
      default: m.UserPollPage,
    })),
  ),
  sitePoll: lazy(() =>
    import(/* webpackChunkName: "page-sitePoll" */ './features/poll-page/SitePollPage').then((m) => ({
      default: m.SitePollPage,
    })),
  ),
};

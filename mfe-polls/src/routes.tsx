import { lazyPage, type SectionModule } from '@janmat/shared';

// Page chunks are named `page-<routeId>` (`~` joins routes sharing a page): the build lists their files
// in mf-manifest.json, so the server can preload the code of the page it sends.

/** One lazily loaded page per route this section owns, so each page is its own chunk. */
export const pages: SectionModule<'polls'>['pages'] = {
  createPoll: lazyPage(
    () => import(/* webpackChunkName: "page-createPoll" */ './features/create-poll/CreatePollPage'),
    'CreatePollPage',
  ),
  myPolls: lazyPage(
    () => import(/* webpackChunkName: "page-myPolls" */ './features/my-polls/MyPollsPage'),
    'MyPollsPage',
  ),
  userPoll: lazyPage(
    () => import(/* webpackChunkName: "page-userPoll" */ './features/poll-page/UserPollPage'),
    'UserPollPage',
  ),
  sitePoll: lazyPage(
    () => import(/* webpackChunkName: "page-sitePoll" */ './features/poll-page/SitePollPage'),
    'SitePollPage',
  ),
};

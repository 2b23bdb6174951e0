jest.mock('yup', () => {
  throw new Error('the root entry must not load yup');
});
jest.mock('formik', () => {
  throw new Error('the root entry must not load formik');
});

describe('@janmat/shared root entry', () => {
  it('loads without yup or formik and offers the browser runtime of the contract, router included', () => {
    const root = require('./index') as Record<string, unknown>;
    const names = [
      'createPortalStore',
      'rootReducer',
      'useAppDispatch',
      'useAppSelector',
      'pushNotice',
      'dismissNotice',
      'selectNotices',
      'baseApi',
      'siteApi',
      'getRuntimeConfig',
      'readJsonScript',
      'readServerState',
      'hydrateApi',
      'dehydrateApi',
      'setRuntimeConfig',
      'unwrapList',
      'useGetBreakingNewsQuery',
      'useGetCategoriesQuery',
      'useGetSubCategoriesQuery',
      'useGetStatesQuery',
      'RemoteSlot',
      'connectRemotes',
      'forgetExposed',
      'forgetSection',
      'forgetRemote',
      'loadSection',
      'setRemoteLoader',
      'SectionBoundary',
      'Skeleton',
      'Breadcrumb',
      'PageMeta',
      'PageHeading',
      'NotFound',
      'EmptyState',
      'useHydrated',
      'ReadyFieldset',
      'theme',
      'GlobalStyles',
      'FONT_STACK',
      'mq',
      'href',
      'Provider',
      'BrowserRouter',
      'StaticRouter',
      'Link',
      'NavLink',
      'Outlet',
      'useLocation',
      'useNavigate',
      'useParams',
      'useRoutes',
    ];
    expect(names.filter((name) => root[name] === undefined)).toEqual([]);
  });

  it("leaves what only some pages use to subpaths, so it is not in every page's first load", () => {
    const root = require('./index') as Record<string, unknown>;
    const subpathOnly = ['ShareBar', 'LIMITS', 'NOTICE_TEXTS', 'POLL_MESSAGES', 'Photo', 'articleBodyStyle'];
    expect(subpathOnly.filter((name) => name in root)).toEqual([]);
    expect((require('./ui/share') as Record<string, unknown>).ShareBar).toBeDefined();
    expect((require('./ui/photo') as Record<string, unknown>).Photo).toBeDefined();
    // What no page needs at all (where the parts are deployed, what an upload writes) is the server's.
    expect(['REMOTE_NAMES', 'REMOTE_URL_ENV', 'remoteEntryUrl', 'uploadedPhotoPath'].filter((n) => n in root)).toEqual(
      [],
    );
    expect((require('./server') as Record<string, unknown>).REMOTE_NAMES).toBeDefined();
  });
});

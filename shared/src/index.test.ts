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
      'injectSlice',
      'useAppDispatch',
      'useAppSelector',
      'pushNotice',
      'dismissNotice',
      'selectNotices',
      'baseApi',
      'siteApi',
      'getRuntimeConfig',
      'unwrapList',
      'useGetBreakingNewsQuery',
      'useGetCategoriesQuery',
      'useGetSubCategoriesQuery',
      'useGetStatesQuery',
      'RemoteSlot',
      'connectRemotes',
      'loadSection',
      'setRemoteLoader',
      'SectionBoundary',
      'Skeleton',
      'Breadcrumb',
      'PageMeta',
      'PageHeading',
      'NewsCard',
      'ShareBar',
      'NotFound',
      'EmptyState',
      'theme',
      'GlobalStyles',
      'FONT_STACK',
      'mq',
      'href',
      'LIMITS',
      'NOTICE_TEXTS',
      'Provider',
      'BrowserRouter',
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
});

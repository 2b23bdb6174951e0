import type { AppDispatch } from '@janmat/shared';
import { newsPollsApi } from '../polls/newsPollsApi';
import { popularApi } from '../popular/popularApi';
import { homeApi } from './homeApi';

/**
 * Starts the calls of home's sidebar just before it renders. The server put most of their answers
 * into the page, so they settle before the render begins: the sidebar renders once, with its data,
 * instead of placeholders first and the data again a frame later.
 */
export function prefetchSidebar(dispatch: AppDispatch): void {
  dispatch(newsPollsApi.util.prefetch('getNewsHomePolls', undefined, {}));
  dispatch(popularApi.util.prefetch('getPopularNews', undefined, {}));
  dispatch(homeApi.util.prefetch('getWeather', undefined, {}));
  dispatch(homeApi.util.prefetch('getMarket', undefined, {}));
  dispatch(homeApi.util.prefetch('getGold', undefined, {}));
}

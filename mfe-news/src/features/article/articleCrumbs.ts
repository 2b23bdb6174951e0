import { type BreadcrumbItem, type Category, href, type NewsItem, type State } from '@janmat/shared';
import { findCategory } from '../lists/findCategory';

/**
 * The trail above an article: its category (linking the category list), for state news its state
 * (linking the state list), then the headline. Names not loaded yet are left out until they are.
 */
export function articleCrumbs(
  item: Pick<NewsItem, 'name' | 'type' | 'state'>,
  categories: readonly Category[] = [],
  states: readonly State[] = [],
): BreadcrumbItem[] {
  const category = findCategory(categories, item.type);
  const state = item.state ? states.find((s) => s.code === item.state) : undefined;
  return [
    ...(category ? [{ label: category.name, to: href.newsList({ type: category.c_code }) }] : []),
    ...(state ? [{ label: state.name, to: href.stateNews({ id: state.id, type: state.code }) }] : []),
    { label: item.name },
  ];
}

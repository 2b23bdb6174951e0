import type { Category } from '@janmat/shared';

/** News of type `states` is listed by the category with c_code `state`. */
const CATEGORY_OF_TYPE: Record<string, string> = { states: 'state' };

/** The category a list URL names: by c_code, or the category that lists that news type. */
export function findCategory(categories: readonly Category[], type: string): Category | undefined {
  const code = CATEGORY_OF_TYPE[type] ?? type;
  return categories.find((category) => category.c_code === code);
}

import type { DataClass } from './dataClass';

export const DATA_CLASSES: readonly DataClass[] = ['public', 'personal', 'staff'];

/** The `Cache-Control` header of an answer of each class. */
export const CACHE_CONTROL: Record<DataClass, string> = {
  public: 'no-cache',
  personal: 'private, no-store',
  staff: 'private, no-store',
};

/** The stricter of two classes: a page that shows a visitor's own data is that visitor's own. */
export function stricterClass(a: DataClass, b: DataClass): DataClass {
  return DATA_CLASSES.indexOf(a) >= DATA_CLASSES.indexOf(b) ? a : b;
}

/** A desk list answer: the items, and the `before` of the next page (null on the last, and for whole lists). */
export interface DeskList<T> {
  data: T[];
  next: number | null;
}

/** One item's answer. */
export interface DeskItem<T> {
  data: T;
}

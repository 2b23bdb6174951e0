import { useRef } from 'react';

/**
 * The items in the order they were first shown (new ones after them): an update changes the numbers
 * in place and never moves a row under the reader's eyes.
 */
export function useStableOrder<T>(items: readonly T[], keyOf: (item: T) => string): T[] {
  const order = useRef<string[]>([]);
  const known = new Set(order.current);
  for (const item of items) {
    const key = keyOf(item);
    if (!known.has(key)) {
      order.current.push(key);
      known.add(key);
    }
  }
  const rank = new Map(order.current.map((key, i) => [key, i]));
  return [...items].sort((a, b) => (rank.get(keyOf(a)) ?? 0) - (rank.get(keyOf(b)) ?? 0));
}

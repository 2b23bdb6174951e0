/** React keeps its fiber on every element it has hydrated: without one, React does not handle it yet. */
export function reactHandles(element: Element): boolean {
  return Object.keys(element).some((key) => key.indexOf('__reactFiber$') === 0);
}

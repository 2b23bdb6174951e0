import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/**
 * A page split into its own chunk: `load` is the dynamic import (with its
 * `webpackChunkName: "page-<routeId>"` comment), `name` the page's named export, checked against the
 * module's exports.
 */
export function lazyPage<Name extends string>(
  load: () => Promise<Record<Name, ComponentType>>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
}

import { NotFound, type RouteId } from '@janmat/shared';
import { type ComponentType, use } from 'react';
import type { AnySection } from './sectionCache';

interface SectionContentProps {
  section: Promise<AnySection>;
  routeId: RouteId;
}

/** Renders one page of a section once the section's `./routes` module has loaded. */
export function SectionContent({ section, routeId }: SectionContentProps) {
  const { pages } = use(section);
  const Page = (pages as Partial<Record<RouteId, ComponentType>>)[routeId];
  return Page ? <Page /> : <NotFound />;
}

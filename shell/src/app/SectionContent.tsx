import { NotFound, type RemoteName, type RouteId, type SectionModule } from '@janmat/shared';
import { type ComponentType, use } from 'react';

interface SectionContentProps {
  section: Promise<SectionModule<RemoteName>>;
  routeId: RouteId;
}

/** Renders one page of a section once the section's `./routes` module has loaded. */
export function SectionContent({ section, routeId }: SectionContentProps) {
  const { pages } = use(section);
  const Page = (pages as Partial<Record<RouteId, ComponentType>>)[routeId];
  return Page ? <Page /> : <NotFound />;
}

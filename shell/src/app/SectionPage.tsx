import { forgetSection, loadSection, ROUTES, type RouteId, SectionBoundary, useLocation } from '@janmat/shared';
import { Suspense, useState } from 'react';
import { SectionContent } from './SectionContent';
import { SectionSkeleton } from './SectionSkeleton';

interface SectionPageProps {
  routeId: RouteId;
}

/**
 * The element of one route: loads the owning section through federation, with a skeleton while it
 * loads and, if it cannot, the section fallback whose retry button loads it again.
 */
export function SectionPage({ routeId }: SectionPageProps) {
  const owner = ROUTES[routeId].owner;
  const { pathname } = useLocation();
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    forgetSection(owner);
    setAttempt((n) => n + 1);
  };
  return (
    // A new page (or a retry) starts with a fresh boundary: a section that failed on one page must
    // not hide the next page, which may belong to a section that loads fine.
    <SectionBoundary key={`${pathname}#${attempt}`} onRetry={retry}>
      <Suspense fallback={<SectionSkeleton />}>
        <SectionContent section={loadSection(owner)} routeId={routeId} />
      </Suspense>
    </SectionBoundary>
  );
}

import { theme } from '@janmat/shared';
import type { ReactNode } from 'react';
import { NewsroomTitle } from './NewsroomTitle';
import { type ActionOutcome, Outcome } from './Outcome';
import { page, pageTitle } from './styles';

interface DeskPageProps {
  /** The h1's id, which names the page's section. */
  id: string;
  title: string;
  /** What the last action on the page came to; it stays in view while the list scrolls. */
  outcome?: ActionOutcome;
  children: ReactNode;
}

const notice = { position: 'sticky', top: 0, zIndex: 1, background: theme.colors.background } as const;

/** A desk page: its title in the tab, one h1, the last action's outcome, and the page's own parts. */
export function DeskPage({ id, title, outcome, children }: DeskPageProps) {
  return (
    <section css={page} aria-labelledby={id}>
      <NewsroomTitle title={title} />
      <h1 id={id} css={pageTitle}>
        {title}
      </h1>
      <div css={notice}>
        <Outcome outcome={outcome} />
      </div>
      {children}
    </section>
  );
}

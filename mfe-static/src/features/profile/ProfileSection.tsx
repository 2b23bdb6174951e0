import type { ReactNode } from 'react';
import { sectionCss, sectionHead } from './styles';

interface ProfileSectionProps {
  /** The section's element id; its heading's is `<id>-heading`. */
  id: string;
  heading: string;
  /** A button beside the heading (the recent list's «सब मिटाएं»). */
  action?: ReactNode;
  children: ReactNode;
}

/** One part of «मेरा जनमत»: an h2 (with an optional button beside it) and its body. */
export function ProfileSection({ id, heading, action, children }: ProfileSectionProps) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} css={sectionCss}>
      <div css={sectionHead}>
        <h2 id={`${id}-heading`}>{heading}</h2>
        {action}
      </div>
      {children}
    </section>
  );
}

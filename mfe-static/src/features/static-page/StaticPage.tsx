import { Link } from '@janmat/shared';
import { PageFrame } from '@janmat/shared/page-frame';
import type { ReactNode } from 'react';
import { staticFrame } from './staticFrame';
import { callout, pageColumn, prose } from './styles';
import type { StaticContent } from './types';

interface StaticPageProps {
  content: StaticContent;
  /** Shown right under the heading, before the sections. */
  children?: ReactNode;
}

/** A text page: the frame, then each section's heading, paragraphs and list, then its call to action. */
export function StaticPage({ content, children }: StaticPageProps) {
  return (
    <PageFrame {...staticFrame(content)} css={pageColumn}>
      <div css={prose}>
        {children}
        {content.sections.map((section, index) => (
          <section key={section.heading ?? index}>
            {section.heading && <h2>{section.heading}</h2>}
            {section.paragraphs.map((text) => (
              <p key={text}>{text}</p>
            ))}
            {section.items && (
              <ul>
                {section.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
        {content.cta && (
          <p css={callout}>
            <Link to={content.cta.to}>{content.cta.label}</Link>
          </p>
        )}
      </div>
    </PageFrame>
  );
}

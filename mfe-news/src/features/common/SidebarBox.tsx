import { css } from '@emotion/react';
import { theme } from '@janmat/shared';
import { type ReactNode, useId } from 'react';

export interface SidebarBoxProps {
  title: string;
  children: ReactNode;
}

const box = css({
  padding: theme.space.md,
  border: `1px solid ${theme.colors.border}`,
  borderRadius: theme.radius.md,
  background: theme.colors.background,
});

export const boxHeading = css({
  margin: `0 0 ${theme.space.md}`,
  paddingInlineStart: theme.space.sm,
  borderInlineStart: `4px solid ${theme.colors.brand}`,
  fontSize: theme.fontSizes.lg,
  lineHeight: theme.headingLineHeight,
});

/** A titled box of the sidebar (popular news, weather, market, ...), a labelled region. */
export function SidebarBox({ title, children }: SidebarBoxProps) {
  const id = useId();
  return (
    <section aria-labelledby={id} css={box}>
      <h2 id={id} css={boxHeading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

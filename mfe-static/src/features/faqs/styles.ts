import { css } from '@emotion/react';
import { theme } from '@janmat/shared';

const { colors, space, fontSizes, radius } = theme;

export const faqList = css({ display: 'flex', flexDirection: 'column', gap: space.sm, marginTop: space.md });

export const faqBox = css({ border: `1px solid ${colors.border}`, borderRadius: radius.md, overflow: 'hidden' });

export const questionHeading = css({ margin: 0, fontSize: fontSizes.md, fontWeight: 600 });

export const questionSummary = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.md,
  minHeight: '48px',
  padding: `${space.sm} ${space.md}`,
  background: colors.surface,
  color: colors.text,
  cursor: 'pointer',
  listStyle: 'none',
  '&::-webkit-details-marker': { display: 'none' },
  'details[open] > &': { background: colors.brand, color: colors.onBrand },
});

/** "+" on a closed question, "−" on an open one. */
export const marker = css({
  fontSize: fontSizes.lg,
  lineHeight: 1,
  flexShrink: 0,
  '&::after': { content: '"+"' },
  'details[open] > summary > &::after': { content: '"−"' },
});

export const answerPanel = css({
  padding: `${space.md} ${space.md} 0`,
  lineHeight: 1.7,
  p: { margin: `0 0 ${space.md}` },
});

import { css } from '@emotion/react';
import { theme } from '@janmat/shared';

const { colors, space, fontSizes, radius } = theme;

export const faqList = css({ display: 'flex', flexDirection: 'column', gap: space.sm, marginTop: space.md });

export const faqBox = css({ border: `1px solid ${colors.border}`, borderRadius: radius.md, overflow: 'hidden' });

export const questionHeading = css({ margin: 0, fontSize: fontSizes.md });

export const questionButton = css({
  display: 'flex',
  justifyContent: 'space-between',
  alignItems: 'center',
  gap: space.md,
  width: '100%',
  minHeight: '48px',
  padding: `${space.sm} ${space.md}`,
  border: 0,
  background: colors.surface,
  color: colors.text,
  font: 'inherit',
  fontWeight: 600,
  textAlign: 'start',
  cursor: 'pointer',
  '&[aria-expanded="true"]': { background: colors.brand, color: colors.onBrand },
});

export const marker = css({ fontSize: fontSizes.lg, lineHeight: 1, flexShrink: 0 });

export const answerPanel = css({
  padding: `${space.md} ${space.md} 0`,
  lineHeight: 1.7,
  p: { margin: `0 0 ${space.md}` },
});

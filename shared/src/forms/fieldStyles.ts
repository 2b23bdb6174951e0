import { css } from '@emotion/react';
import { theme } from '../theme';

const { colors, space, fontSizes, radius } = theme;

export const fieldBox = css({ display: 'flex', flexDirection: 'column', gap: space.xs, marginBottom: space.md });
export const labelText = css({ fontWeight: 600 });
export const hintText = css({ fontWeight: 400, color: colors.textMuted, fontSize: fontSizes.sm });
export const control = css({
  width: '100%',
  minHeight: '44px',
  padding: `10px ${space.sm}`,
  border: `1px solid ${colors.border}`,
  borderRadius: radius.sm,
  font: 'inherit',
  fontSize: fontSizes.md,
  color: colors.text,
  background: colors.background,
  '&[aria-invalid="true"]': { borderColor: colors.error, borderWidth: '2px' },
});
export const textareaControl = css({ resize: 'vertical' });
export const errorText = css({ margin: 0, color: colors.error, fontSize: fontSizes.sm, fontWeight: 600 });

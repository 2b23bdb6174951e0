import { theme } from '@janmat/shared';
import { plainButton } from '../styles';

const { colors, space } = theme;

export const bar = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.xs,
  padding: space.xs,
  border: `1px solid ${colors.border}`,
  borderBottom: 0,
  background: colors.surface,
} as const;

export const toolButton = {
  ...plainButton,
  minWidth: '44px',
  padding: `0 ${space.sm}`,
  fontWeight: 700,
  '&[aria-pressed="true"]': { background: colors.text, color: colors.background, borderColor: colors.text },
  '&:disabled': { opacity: 0.5, cursor: 'default' },
} as const;

export const panel = {
  display: 'flex',
  flexWrap: 'wrap',
  gap: space.sm,
  alignItems: 'end',
  margin: 0,
  padding: space.sm,
  border: `1px solid ${colors.border}`,
  borderBottom: 0,
} as const;

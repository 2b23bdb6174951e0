import { css } from '@emotion/react';
import { theme } from '@janmat/shared';

const badge = css({
  display: 'inline-block',
  padding: `0 ${theme.space.sm}`,
  borderRadius: theme.radius.sm,
  background: theme.colors.brand,
  color: theme.colors.onBrand,
  fontSize: theme.fontSizes.sm,
  fontWeight: 700,
  lineHeight: 1.6,
  verticalAlign: 'middle',
});

/**
 * «लाइव»: marks a live article on its page and in the lists. `trailingSpace`: followed by a space, for
 * a badge before a headline's words (read «लाइव खबर…», not «लाइवखबर…»).
 */
export function LiveBadge({ trailingSpace = false }: { trailingSpace?: boolean }) {
  return (
    <>
      <span css={badge}>लाइव</span>
      {trailingSpace && ' '}
    </>
  );
}

import { css } from '@emotion/react';
import { href, NavLink, theme, useGetStatesQuery } from '@janmat/shared';
import { stripListCss } from './stripCss';

const stripCss = css({
  background: theme.colors.surface,
  borderBottom: `1px solid ${theme.colors.border}`,
  fontSize: theme.fontSizes.sm,
});

/** One link per state to its state-wise news list. */
export function StateStrip() {
  const { data: states = [] } = useGetStatesQuery();
  return (
    <nav aria-label="राज्य" css={stripCss}>
      <ul css={stripListCss}>
        {states.map((state) => (
          <li key={state.id}>
            <NavLink to={href.stateNews({ id: state.id, type: state.code })}>{state.name}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

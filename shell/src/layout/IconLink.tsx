import { css } from '@emotion/react';
import { iconButton, Link } from '@janmat/shared';
import { Icon, type IconName } from './Icon';

const linkCss = css(iconButton);

interface IconLinkProps {
  icon: IconName;
  /** Accessible name (Hindi). */
  label: string;
  /** An address from the route table's builders. */
  to: string;
}

/** A 44 px round link showing only an icon, named for assistive technology by `label`: an icon button's look for a page. */
export function IconLink({ icon, label, to }: IconLinkProps) {
  return (
    <Link to={to} aria-label={label} title={label} css={linkCss}>
      <Icon name={icon} />
    </Link>
  );
}

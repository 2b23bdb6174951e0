import { css } from '@emotion/react';
import { iconButton, Link } from '@janmat/shared';
import { Icon, type IconName } from './Icon';

const linkCss = css(iconButton);

interface IconLinkProps {
  icon: IconName;
  /** Accessible name (Hindi). */
  label: string;
  to: string;
}

/**
 * A link that looks like the header's icon buttons: the browser follows it on the first tap, before
 * the scripts and without them (the router takes it once they run).
 */
export function IconLink({ icon, label, to }: IconLinkProps) {
  return (
    <Link to={to} aria-label={label} title={label} css={linkCss}>
      <Icon name={icon} />
    </Link>
  );
}

import { useLocation, useResolvedPath } from 'react-router-dom';
import { isCurrentPath } from './isCurrentPath';
import { Link, type LinkProps } from './Link';

export interface NavLinkProps extends LinkProps {
  /** Current only on exactly this path, not on the paths below it. */
  end?: boolean;
}

/** A navigation link that marks itself `aria-current="page"` while its page (or one below it) is shown. */
export function NavLink({ to, end = false, ...rest }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(to).pathname;
  return <Link {...rest} to={to} aria-current={isCurrentPath(pathname, target, end) ? 'page' : undefined} />;
}

export { Link, type LinkProps } from './Link';
export { lazyPage } from './lazyPage';
export { NavLink, type NavLinkProps } from './NavLink';
export { PageLoadRouter } from './PageLoadRouter';

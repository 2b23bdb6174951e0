export { Link, type LinkProps } from './Link';
export { NavLink, type NavLinkProps } from './NavLink';

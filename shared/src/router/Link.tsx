import type { AnchorHTMLAttributes, Ref } from 'react';
import { type To, useHref, useLinkClickHandler } from 'react-router-dom';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Where the link goes: always a builder's result (`href.article(...)`). */
  to: To;
  replace?: boolean;
  state?: unknown;
  ref?: Ref<HTMLAnchorElement>;
}

/**
 * A link inside the site: a real `<a href>` that the router follows without a page load. Clicks
 * with a modifier key, another target or a middle button are left to the browser (the router's
 * own click handler decides). Unlike React Router's `Link` it carries no data-router prefetching,
 * which this site does not use and which would add about 3 KB gzipped to every page.
 */
export function Link({ to, replace, state, target, onClick, ...rest }: LinkProps) {
  const href = useHref(to);
  const follow = useLinkClickHandler(to, { replace, state, target });
  return (
    <a
      {...rest}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented) follow(event);
      }}
    />
  );
}

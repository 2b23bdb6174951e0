import { css } from '@emotion/react';
import { useLocation } from 'react-router-dom';
import { href } from '../contracts/routes';
import { Link } from '../router/Link';
import { theme } from '../theme/tokens';
import { Breadcrumb } from './Breadcrumb';
import { PageHeading } from './PageHeading';
import { PageMeta } from './PageMeta';

const TITLE = 'पेज नहीं मिला';

const page = css({ padding: `${theme.space.md} 0 ${theme.space.xxl}` });

/** The not-found page, for unknown paths and for ids a section cannot find. */
export function NotFound() {
  const { pathname } = useLocation();
  return (
    <section css={page}>
      <PageMeta title={TITLE} description="यह पेज मौजूद नहीं है।" canonical={pathname} noindex />
      <Breadcrumb items={[{ label: TITLE }]} />
      <PageHeading>{TITLE}</PageHeading>
      <p>आप जो पेज ढूंढ रहे हैं, वह मौजूद नहीं है या हटा दिया गया है।</p>
      <Link to={href.home()}>होम पेज पर जाएँ</Link>
    </section>
  );
}

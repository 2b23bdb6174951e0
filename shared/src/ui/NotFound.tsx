import { css } from '@emotion/react';
import { useId } from 'react';
import { useLocation } from 'react-router-dom';
import { href } from '../contracts/routes';
import { SEARCH_QUERY_MAX } from '../contracts/search';
import { Link } from '../router/Link';
import { primaryButton } from '../theme/primaryButton';
import { textField } from '../theme/textField';
import { theme } from '../theme/tokens';
import { Breadcrumb } from './Breadcrumb';
import { PageHeading } from './PageHeading';
import { PageMeta } from './PageMeta';

const TITLE = 'पेज नहीं मिला';

const page = css({ padding: `${theme.space.md} 0 ${theme.space.xxl}` });
const searchCss = css({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: theme.space.sm,
  maxWidth: '36rem',
  margin: `${theme.space.lg} 0`,
  label: { display: 'flex', flexDirection: 'column', gap: theme.space.xs, flex: '1 1 14rem' },
  input: textField,
  button: { ...primaryButton, padding: `0 ${theme.space.lg}` },
});

export interface NotFoundProps {
  /** Offer the readers' search (a plain form to `/search`): not on staff pages. */
  offerSearch?: boolean;
}

/**
 * The not-found page, for unknown paths and for ids a section cannot find. A reader who followed a
 * dead link can search for what they were after at once (a GET form, with or without scripts).
 */
export function NotFound({ offerSearch = true }: NotFoundProps) {
  const { pathname } = useLocation();
  const fieldId = useId();
  return (
    <section css={page}>
      <PageMeta title={TITLE} description="यह पेज मौजूद नहीं है।" canonical={pathname} noindex />
      <Breadcrumb items={[{ label: TITLE }]} />
      <PageHeading>{TITLE}</PageHeading>
      <p>आप जो पेज ढूंढ रहे हैं, वह मौजूद नहीं है या हटा दिया गया है।</p>
      {offerSearch ? (
        // biome-ignore lint/a11y/useSemanticElements: the form is the landmark itself, known to jsdom (the unit tests' DOM) too
        <form role="search" aria-label="जो ढूंढ रहे थे, उसे खोजें" method="get" action={href.search()} css={searchCss}>
          <label htmlFor={fieldId}>
            जो ढूंढ रहे थे, उसे खोजें
            <input id={fieldId} type="search" name="q" maxLength={SEARCH_QUERY_MAX} enterKeyHint="search" />
          </label>
          <button type="submit">खोजें</button>
        </form>
      ) : null}
      <Link to={href.home()}>होम पेज पर जाएँ</Link>
    </section>
  );
}

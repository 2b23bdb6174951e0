import type { CSSObject } from '@emotion/react';
import { KEPT_COPY_MARK, LITE_PAGE_MARK } from '../contracts/lite';

/** Where no script will run: the browser's are off, or the page is a lite one (which has none) or a saved copy read offline. */
const NO_SCRIPTS = '@media (scripting: none)';
const LITE_PAGE = `html[${LITE_PAGE_MARK}] &`;

/**
 * Styles for a part that stands in for a scripted control where no script runs (a plain link for a
 * button): hidden where scripts run, on a page that is not lite. A browser that does not know the
 * `scripting` media feature shows both.
 */
export const onlyWithoutScripts: CSSObject = {
  '@media (scripting: enabled)': { [`html:not([${LITE_PAGE_MARK}]) &`]: { display: 'none' } },
};

/**
 * Styles for a control that needs scripts: hidden where none runs (its stand-in shows instead), over
 * whatever display its other styles give it.
 */
export const needsScripts: CSSObject = {
  [NO_SCRIPTS]: { display: 'none !important' },
  [LITE_PAGE]: { display: 'none !important' },
};

const KEPT_COPY = `html[${KEPT_COPY_MARK}] &`;

/** Styles for what is said of a page without scripts in general: not on a saved copy read offline. */
export const notOnKeptCopy: CSSObject = { [KEPT_COPY]: { display: 'none' } };

/** Styles for what is said only on a saved copy read offline (a block: a paragraph's). */
export const onlyOnKeptCopy: CSSObject = { display: 'none', [KEPT_COPY]: { display: 'block' } };

import { createContext } from 'react';

/**
 * Whether the page is rendered lite (the server's render of a lite page, which no script will run):
 * the footer then offers the full site. The browser's app is never lite.
 */
export const LiteMode = createContext(false);

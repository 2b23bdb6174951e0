export { GlobalStyles } from './GlobalStyles';
export { iconButton } from './iconButton';
export { mq } from './mq';
export { primaryButton } from './primaryButton';
export { textField } from './textField';
export { BREAKPOINTS, FONT_STACK, type JanmatTheme, theme } from './tokens';
export { visuallyHidden } from './visuallyHidden';
export { needsScripts, notOnKeptCopy, onlyOnKeptCopy, onlyWithoutScripts } from './withoutScripts';

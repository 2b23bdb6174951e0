/**
 * The marks of a widget's slot in a page (`RemoteSlot`): which exposed widget it holds
 * (`polls/PollWidget`) and, as JSON, the props it was rendered with, so a page of islands hydrates
 * the widget alone where the reader reaches for it (decision 0032), as the whole page's render drew it.
 */
export const WIDGET_ATTR = 'data-widget';
export const WIDGET_PROPS_ATTR = 'data-widget-props';
/** On a slot whose widget is its own section's, rendered in place (`WidgetSlot`), not through federation. */
export const WIDGET_OWN_ATTR = 'data-widget-own';

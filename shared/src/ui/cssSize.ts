/** A CSS length from a number (pixels) or any CSS length string. */
export const cssSize = (value: number | string): string => (typeof value === 'number' ? `${value}px` : value);

/** A path of this site: one leading slash (never `//host`, never a backslash a browser reads as one). */
export const isSitePath = (path: string): boolean => /^\/(?![/\\])[^\\]*$/.test(path);

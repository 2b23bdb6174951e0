/** A LIKE pattern that finds `text` anywhere: `%`, `_` and `\` in a search are themselves, not patterns. */
export const literal = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

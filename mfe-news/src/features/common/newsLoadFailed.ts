/** The news section's message for a list or an author that could not be loaded. */
export const NEWS_LOAD_FAILED = 'ख़बरें लोड नहीं हो सकीं।';

/** The media section's message for content that could not be loaded. */
export const MEDIA_LOAD_FAILED = 'सामग्री लोड नहीं हो सकी। कृपया थोड़ी देर बाद फिर से कोशिश करें।';

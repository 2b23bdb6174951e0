/** The live desk's answers in Hindi (the field rules are `LIVE_FIELD_MESSAGES` of the shared validation). */
export const LIVE_MESSAGES = {
  notLive: 'यह लेख लाइव नहीं है: पहले इसे लाइव करें।',
  updateNotFound: 'यह अपडेट नहीं मिला।',
  updateDeleted: 'अपडेट हटा दिया गया।',
} as const;

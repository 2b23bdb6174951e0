/** Story slider constants (spec §9). */
export const SLIDE_INTERVAL_MS = 5000;
export const SLIDE_LOCK_MS = 500;
export const SWIPE_THRESHOLD_PX = 50;

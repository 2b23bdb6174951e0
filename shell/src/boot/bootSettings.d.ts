/** The boot loader's and the early-tap replay's settings (bootSettings.js). */
export const BOOT_SETTINGS: {
  listId: string;
  waitMs: number;
  settleMs: number;
  hookName: string;
  replayCheckMs: number;
  replayGiveUpMs: number;
  pendingAttr: string;
  tappedPressedAttr: string;
  liteAttr: string;
};

type ProgramName = 'appearance' | 'fontWait' | 'nativeTaps' | 'earlyTapReplay' | 'bootLoader';

/** An inline script: its minified source and the CSP source that allows it (`sha256-…`). */
export interface InlineProgram {
  source: string;
  hash: string;
}

/** The boot loader's and the early-tap replay's settings (bootSettings.js). */
export { BOOT_SETTINGS } from './bootSettings';
/** The taps answered before the scripts and the page's marks they set (nativeTaps.ts). */
export const NATIVE_TAPS: import('./nativeTaps').NativeTapSettings;
/** The arguments the page calls each program with. */
export const PROGRAM_ARGUMENTS: Record<ProgramName, unknown[]>;
/** The files the programs are built from. */
export const PROGRAM_FILES: string[];
/** The theme's palettes and text sizes as the head's CSS. */
export function buildAppearanceCss(): string;
/** Every program, built as the shell's build builds it. */
export function buildInlinePrograms(): Record<ProgramName, InlineProgram>;
/** Every program, built in a Node process of its own (esbuild refuses a test's DOM environment). */
export function buildInlineProgramsApart(): Record<ProgramName, InlineProgram>;
/** The CSP source that allows `source` as an inline script (without its quotes). */
export function inlineHash(source: string): string;
/** The programs as pages get them: the built `page-assets.json`'s when the shell is built, else built from the sources. */
export function pagePrograms(dist?: string): { built: boolean; programs: Record<ProgramName, InlineProgram> };

import type { Compiler } from 'webpack';

/** Writes the site's service worker (`sw.js`) and the notifications' icon into the shell's build. */
export class ServiceWorkerPlugin {
  apply(compiler: Compiler): void;
}
/** The worker, bundled and minified. */
export function buildWorker(): string;
/** The worker, built in a Node process of its own (esbuild refuses a test's DOM environment). */
export function buildWorkerApart(): string;

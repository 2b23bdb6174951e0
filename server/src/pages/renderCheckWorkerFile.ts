import { builtWorkerFile } from '../core/builtWorkerFile';

/**
 * The file the render check's process starts from: dist/renderCheckWorker.js, emitted by the
 * server's build beside its bundle; from the TypeScript sources (tests), renderCheckWorker.ts
 * bundled into the temp folder (core/builtWorkerFile.ts).
 */
export function renderCheckWorkerFile(dir: string = __dirname): Promise<string> {
  return builtWorkerFile('renderCheckWorker', dir);
}

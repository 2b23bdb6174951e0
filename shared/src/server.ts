// `@janmat/shared/server`: contracts only the server, the shell's server build, their tests and the
// end-to-end suite read (the render contract, where the parts are deployed, what an upload writes).
// Not part of the root export, so no page downloads it.
export type { DataClass } from './contracts/dataClass';
export * from './contracts/dataClassRules';
export * from './contracts/deploy';
export * from './contracts/photoUploads';
export * from './contracts/render';

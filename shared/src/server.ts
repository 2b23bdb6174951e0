// `@janmat/shared/server`: contracts only the server, its tests and the end-to-end suite read (where
// the parts are deployed, what an upload writes). Not part of the root export, so no page downloads it.
export * from './contracts/deploy';
export * from './contracts/photoUploads';

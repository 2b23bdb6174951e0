// `@janmat/shared/reader`: what a reader keeps in this browser, outside the federated root entry so
// that only the pages that use it carry its code.
export * from './AppearanceControls';
export * from './appearance';
export * from './follows';
export * from './keptStories';
export * from './offlineCopies';
export * from './readerKeys';
export * from './readerStorage';
export * from './readerTexts';
export * from './sitePath';
export * from './useStored';
export * from './yourTopics';

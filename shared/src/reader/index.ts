export * from './follows';
export * from './keptStories';
export * from './readerKeys';
export * from './readerStorage';
export * from './useStored';

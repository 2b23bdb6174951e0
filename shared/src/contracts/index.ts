export * from './authorId';
export * from './entities';
export * from './remotes';
export * from './routes';
export * from './runtimeConfig';
export * from './scriptJson';
export * from './time';
export * from './zodiac';

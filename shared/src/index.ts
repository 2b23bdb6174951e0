export * from './contracts';
export * from './validation/limits';
export * from './validation/messages';

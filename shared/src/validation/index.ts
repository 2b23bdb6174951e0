export * from './contactSchema';
export * from './limits';
export * from './messages';
export * from './newsroomMessages';
export * from './pollSchema';
export * from './staffRules';
export * from './validate';

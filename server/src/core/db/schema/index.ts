// The database's tables, area by area (the schema drizzle-kit compares with the migrations in server/drizzle).
export * from './articles';
export * from './media';
export * from './newsroom';
export * from './operations';
export * from './polls';
export * from './push';
export * from './releases';
export * from './results';
export * from './search';
export * from './site';

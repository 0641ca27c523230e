export * from './database.js';
export * from './factories.js';

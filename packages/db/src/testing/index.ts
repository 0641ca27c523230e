export * from './database.js';
export * from './factories.js';
export * from './outbox.js';

export * from './database.js';
export * from './csv.js';
export * from './factories.js';
export * from './outbox.js';

export * from './messages.js';
export * from './paths.js';
export * from './roles.js';
export * from './schemas/fields.js';
export * from './schemas/auth.js';
export * from './schemas/accounts.js';
export * from './schemas/password.js';

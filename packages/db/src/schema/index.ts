export * from './accounts.js';
export * from './catalog.js';
export * from './settings.js';
export * from './bookings.js';
export * from './marketing.js';
export * from './finance.js';
export * from './mail.js';
export * from './profile-changes.js';

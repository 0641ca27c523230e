import type { Database } from '@autospa/db';

/** The database or an open transaction: code that must run inside a transaction takes this. */
export type Executor = Pick<Database, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const db = new PGlite('/tmp/sb1/pglite', { extensions: { pg_trgm } });
await db.waitReady;
await db.exec(readFileSync(process.argv[2], 'utf8'));
console.log('applied');
await db.close();

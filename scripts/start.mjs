// `npm start`: install what is missing, build what is stale, then serve the whole site
// (embedded PGlite database, seeded on first start) at http://localhost:3000 (PORT, HOST override).
import { build, ensureInstalled, log, staleBuilds, startChild } from './lib/workspace.mjs';

ensureInstalled();
build(staleBuilds().map((b) => b.pkg));
log(`serving on http://localhost:${process.env.PORT ?? 3000}`);
startChild(process.execPath, ['server/dist/main.js']);

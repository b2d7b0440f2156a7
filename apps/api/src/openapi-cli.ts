import { writeFileSync } from 'node:fs';
import { buildApp } from './app';
import { loadConfig } from './config';
import { createDb } from './db/client';
import { CLIENT_TYPES_FILE, clientTypes } from './platform/openapi/client-types';

/**
 * `npm run openapi:client` writes packages/client's types from the document; `document` prints the
 * document (`npm run openapi:lint` lints it). The app is built on an empty in-memory database:
 * building touches none.
 */
const command = process.argv[2];
const config = loadConfig(process.env, { LOG_LEVEL: 'silent', WORKERS: false });
const db = createDb({});
const app = await buildApp({ config, db, logger: false });
await app.ready();
const document = app.swagger();
if (command === 'client') {
  writeFileSync(CLIENT_TYPES_FILE, await clientTypes(document));
  console.error(`записано: ${CLIENT_TYPES_FILE.pathname}`);
} else if (command === 'document') {
  process.stdout.write(JSON.stringify(document, null, 2));
} else {
  console.error('Использование: openapi-cli.ts client | document');
  process.exitCode = 2;
}
await app.close();
await db.destroy();

/**
 * What other areas use of stored files: a file's fresh link, which is also the check that the
 * caller may see it (404 otherwise). Routes register themselves from routes.ts.
 */
export { fileLink, store as storeFilePart, toWire as fileWire } from './service';
export { insertFile } from './queries';

/**
 * What other areas use of stored files: a file's fresh link, which is also the check that the
 * caller may see it (404 otherwise). Routes register themselves from routes.ts.
 */
export { deleteFile, fileLink, refuseByLength, store as storeFilePart, toWire as fileWire } from './service';
export type { UploadPart } from './service';
export { insertFile } from './queries';
export type { FilesTable } from '../../platform/files/tables';

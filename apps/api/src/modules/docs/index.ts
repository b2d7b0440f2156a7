/**
 * What other areas use of stored files: a file's fresh link, which is also the check that the
 * caller may see it (404 otherwise). Routes register themselves from routes.ts.
 */
export { deleteFile, fileLink } from './service';
export type { FilesTable } from '../../platform/files/tables';

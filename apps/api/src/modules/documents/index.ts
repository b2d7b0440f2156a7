/*
 * The public face of the documents area (ADR 0062): a company's documents by code, which
 * moderation shows beside the card and checks before a submission.
 */
export { documentsOf } from './service';
export { documentRows, presentCodes } from './queries';

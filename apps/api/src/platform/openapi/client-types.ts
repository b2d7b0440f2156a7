import openapiTS, { astToString } from 'openapi-typescript';

/** Where the typed client keeps the types generated from the document (packages/client). */
export const CLIENT_TYPES_FILE = new URL('../../../../../packages/client/src/schema.d.ts', import.meta.url);

const HEADER = `/**
 * Generated from the API's OpenAPI document by \`npm run openapi:client\` (ADR 0107). Do not edit:
 * apps/api/src/platform/openapi/openapi.test.ts fails when the server and this file differ.
 */

`;

/** The TypeScript types of the document's paths, components and webhooks (openapi-typescript). */
export async function clientTypes(document: unknown): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0], {
    alphabetize: true,
    rootTypes: false,
  });
  return HEADER + astToString(ast);
}

import createClient from 'openapi-fetch';
import type { paths } from './schema';

export type { components, operations, paths, webhooks } from './schema';

/** How the caller proves who it is: a user's access token, or a company's API key (partner route). */
export interface KolosCredentials {
  token?: string;
  apiKey?: string;
}

/**
 * A typed client of the Kolos API, its types generated from the server's OpenAPI document
 * (ADR 0107): paths, parameters, bodies, answers and error codes are checked by the compiler.
 *
 *   const kolos = kolosClient('https://kolos.example.ru', { token });
 *   const { data, error } = await kolos.GET('/api/offers/get/{id}', { params: { path: { id } } });
 */
export function kolosClient(baseUrl: string, credentials: KolosCredentials = {}) {
  const headers: Record<string, string> = {};
  if (credentials.token) headers.authorization = `Bearer ${credentials.token}`;
  if (credentials.apiKey) headers['x-api-key'] = credentials.apiKey;
  return createClient<paths>({ baseUrl: baseUrl.replace(/\/$/, ''), headers });
}

export type KolosClient = ReturnType<typeof kolosClient>;

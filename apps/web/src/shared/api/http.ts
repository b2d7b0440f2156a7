import { getTokens } from '../auth/token-store';
import { ApiError, apiErrorFrom } from './api-error';
import { reportReached } from './connection';
import { buildQuery, type QueryParams } from './query-string';
import { API_BASE, failSession, refreshTokens } from './token-refresh';
import { NETWORK_ERROR_MESSAGE, reportTransportError } from './transport-errors';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RequestOptions {
  /** Query parameters; arrays are repeated (`?status=A&status=B`); null, undefined and '' are left out. */
  query?: QueryParams;
  /** JSON-encoded, except FormData, Blob and URLSearchParams, which are sent as they are. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** false: no bearer token and no refresh on 401 (public auth calls). Default true. */
  auth?: boolean;
  /** false: no SPEC 8 toast for a failure (the caller shows the error itself). Default true. */
  notify?: boolean;
  /** How to read a successful answer. Default 'json' (an empty body gives undefined). */
  responseType?: 'json' | 'text' | 'blob';
}

/** Calls that are the authentication itself: a 401 there is an answer, not an expired token. */
const AUTH_PATHS = [/^\/user\/phone\//, /^\/auth\//, /^\/user\/login\/refresh/, /^\/user\/login\/onetime\//];

const ACCESS_TOKEN_NOT_IN_COOKIE = 'ACCESS_TOKEN_NOT_FOUND_IN_COOKIE';

function encodeBody(body: unknown): { body?: BodyInit; json: boolean } {
  if (body === undefined) return { json: false };
  if (body instanceof FormData || body instanceof Blob || body instanceof URLSearchParams) {
    return { body, json: false };
  }
  return { body: JSON.stringify(body), json: true };
}

async function send(method: HttpMethod, path: string, options: RequestOptions, token?: string) {
  const { body, json } = encodeBody(options.body);
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (json) headers['Content-Type'] = 'application/json';
  if (token) headers.Authorization = `Bearer ${token}`;
  try {
    const response = await fetch(`${API_BASE}${path}${buildQuery(options.query)}`, {
      method,
      headers,
      body,
      credentials: 'include',
      signal: options.signal,
    });
    reportReached(true);
    return response;
  } catch (cause) {
    if (options.signal?.aborted) throw cause;
    reportReached(false);
    throw new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE });
  }
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** A 401 on a protected call: one shared refresh, then the request is replayed once. */
async function renewAndReplay(
  method: HttpMethod,
  path: string,
  options: RequestOptions,
  sentToken: string | undefined,
  first: Response,
): Promise<Response> {
  if (!sentToken) {
    const error = apiErrorFrom(401, await readBody(first));
    if (error.message !== ACCESS_TOKEN_NOT_IN_COOKIE) failSession();
    throw error;
  }
  if (!(await refreshTokens(sentToken))) {
    throw apiErrorFrom(401, await readBody(first));
  }
  const replay = await send(method, path, options, getTokens()?.accessToken);
  if (replay.status === 401 && getTokens()) failSession();
  return replay;
}

/**
 * The one way the web app calls the API (SPEC 7 intro, SPEC 8 transport-level handling).
 * Resolves with the parsed answer or throws an ApiError (message = the server's message or '').
 */
export async function request<T = unknown>(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  const protectedCall = options.auth !== false && !AUTH_PATHS.some((re) => re.test(path));
  const token = options.auth === false ? undefined : getTokens()?.accessToken;
  try {
    let response = await send(method, path, options, token);
    if (response.status === 401 && protectedCall) {
      response = await renewAndReplay(method, path, options, token, response);
    }
    if (!response.ok) throw apiErrorFrom(response.status, await readBody(response));
    if (options.responseType === 'blob') return (await response.blob()) as T;
    if (options.responseType === 'text') return (await response.text()) as T;
    return (await readBody(response)) as T;
  } catch (error) {
    if (error instanceof ApiError && options.notify !== false) reportTransportError(error);
    throw error;
  }
}

type Call = <T = unknown>(path: string, options?: RequestOptions) => Promise<T>;
type CallWithBody = <T = unknown>(path: string, body?: unknown, options?: RequestOptions) => Promise<T>;

const bodyless =
  (method: HttpMethod): Call =>
  (path, options) =>
    request(method, path, options);
const withBody =
  (method: HttpMethod): CallWithBody =>
  (path, body, options) =>
    request(method, path, { ...options, body });

/** `http.get('/v2/users', { query })`, `http.post('/roles', body)` — paths without the '/api' prefix. */
export const http = {
  get: bodyless('GET'),
  delete: bodyless('DELETE'),
  post: withBody('POST'),
  put: withBody('PUT'),
  patch: withBody('PATCH'),
};

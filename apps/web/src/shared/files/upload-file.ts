import { uploadedFileSchema, type UploadedFile } from '@kolos/domain/files';
import { getTokens } from '../auth/token-store';
import { ApiError, apiErrorFrom } from '../api/api-error';
import { http } from '../api/http';
import { API_BASE, failSession, refreshTokens } from '../api/token-refresh';
import { NETWORK_ERROR_MESSAGE } from '../api/transport-errors';
import { clickDownload } from './save-file';

export const UPLOAD_PATH = '/docs/file/upload';

export interface UploadOptions {
  /** Bytes sent so far of the whole request (the browser counts the multipart envelope too). */
  onProgress?: (loaded: number, total: number) => void;
  signal?: AbortSignal;
  /** The file's upload key (ADR 0099): a repeat under it answers what the first request stored. */
  key?: string;
}

function parse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** What a multipart POST carries: text fields first (the server reads them before any file), then files. */
interface MultipartParts {
  fields?: Record<string, string>;
  files: File[];
}

/** One POST through XMLHttpRequest: fetch reports no upload progress. */
function send(path: string, parts: MultipartParts, token: string | undefined, options: UploadOptions) {
  const size = parts.files.reduce((sum, f) => sum + f.size, 0);
  return new Promise<{ status: number; body: unknown }>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const abort = () => xhr.abort();
    const done = () => options.signal?.removeEventListener('abort', abort);
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    if (options.key) xhr.setRequestHeader('Idempotency-Key', options.key);
    xhr.upload.onprogress = (e) => options.onProgress?.(e.loaded, e.lengthComputable ? e.total : size);
    xhr.onload = () => {
      done();
      resolve({ status: xhr.status, body: parse(xhr.responseText) });
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError({ status: 0, message: NETWORK_ERROR_MESSAGE }));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Загрузка отменена', 'AbortError'));
    };
    if (options.signal?.aborted) return abort();
    options.signal?.addEventListener('abort', abort);
    const form = new FormData();
    for (const [name, value] of Object.entries(parts.fields ?? {})) form.append(name, value);
    for (const file of parts.files) form.append('file', file, file.name);
    xhr.send(form);
  });
}

/**
 * A multipart POST with progress and cancel to an upload route: SPEC 7 POST /docs/file/upload, or
 * the onboarding's POST /dmoderation/document/upload (the company and code in fields before the
 * files). The bearer token and its renewal are the shared HTTP client's (one refresh for every
 * request that met a 401). Answers the parsed JSON body; rejects with an ApiError (the server's
 * Russian message) or an AbortError when cancelled.
 */
export async function postMultipart(
  path: string,
  parts: MultipartParts,
  options: UploadOptions = {},
): Promise<unknown> {
  const token = getTokens()?.accessToken;
  let answer = await send(path, parts, token, options);
  if (answer.status === 401 && token && (await refreshTokens(token))) {
    answer = await send(path, parts, getTokens()?.accessToken, options);
    if (answer.status === 401) failSession();
  }
  if (answer.status < 200 || answer.status >= 300) throw apiErrorFrom(answer.status, answer.body);
  return answer.body;
}

/** A fresh signed link (links live minutes: screens ask for one when the user opens a file). */
export const freshFileLink = async (uuid: string): Promise<UploadedFile> =>
  uploadedFileSchema.parse(await http.get(`/docs/file/${uuid}`));

export const deleteUploadedFile = (uuid: string) => http.delete(`/docs/file/${uuid}`);

/** Lets the browser download the file itself, streamed to disk (no Blob held in the page). */
export async function downloadFile(uuid: string): Promise<void> {
  const { url, name } = await freshFileLink(uuid);
  clickDownload(url, name);
}

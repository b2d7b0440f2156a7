import path from 'node:path';

const MAX_NAME_LENGTH = 200;

/**
 * A user's file name fit to show and to send back in Content-Disposition: the last path segment
 * only, no control or bidi-override characters, no characters Windows refuses, trimmed of dots
 * and spaces, at most 200 characters (the extension kept). It is never used as a storage path.
 */
export function sanitizeFileName(raw: string | undefined, fallbackExt = ''): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // C0/C1 controls, DEL, bidi overrides and zero-width marks that disguise an extension
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const name = cleaned || `file${fallbackExt ? `.${fallbackExt}` : ''}`;
  if (name.length <= MAX_NAME_LENGTH) return name;
  const ext = path.extname(name).slice(0, 16);
  return name.slice(0, MAX_NAME_LENGTH - ext.length) + ext;
}

/** RFC 6266 / 5987: an ASCII fallback for old clients and the exact UTF-8 name in filename*. */
export function contentDisposition(name: string, kind: 'attachment' | 'inline' = 'attachment'): string {
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/["\\%]/g, '_');
  const encoded = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

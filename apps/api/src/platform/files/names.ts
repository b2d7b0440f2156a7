import path from 'node:path';

const MAX_NAME_LENGTH = 200;

/** Extensions that name the same type as the one file-type answers. */
const SAME_TYPE: Record<string, readonly string[]> = { jpg: ['jpeg', 'jpe'], tif: ['tiff'] };

/**
 * A user's file name fit to show and to send back in Content-Disposition: the last path segment
 * only, no control or bidi-override characters, no characters Windows refuses, trimmed of dots
 * and spaces, at most 200 characters. Its extension is the one of the type the content was found
 * to be (`ext`): `x.html` holding a PDF is stored as `x.pdf`, so no client opens it as a page.
 * It is never used as a storage path.
 */
export function sanitizeFileName(raw: string | undefined, ext: string): string {
  const base = (raw ?? '').normalize('NFC').split(/[\\/]/).pop() ?? '';
  const cleaned = base
    // C0/C1 controls, DEL, bidi overrides and zero-width marks that disguise an extension
    // eslint-disable-next-line no-control-regex -- matching control characters is the point
    .replace(/[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/[<>:"|?*]/g, '_')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|[\s.]+$/g, '');
  const given = path.extname(cleaned);
  const kept = [ext, ...(SAME_TYPE[ext] ?? [])].includes(given.slice(1).toLowerCase());
  const stem = cleaned.slice(0, cleaned.length - given.length) || 'file';
  const suffix = kept ? given : `.${ext}`;
  return stem.slice(0, MAX_NAME_LENGTH - suffix.length).replace(/[\s.]+$/, '') + suffix;
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

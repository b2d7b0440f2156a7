import type { AddressInfo } from 'node:net';
import type { Config } from './config';

/** An address a person on this machine can open: a wildcard host means every interface, localhost too. */
function localUrl({ address, family, port }: AddressInfo): string {
  const wildcard = address === '0.0.0.0' || address === '::';
  const host = wildcard ? 'localhost' : family === 'IPv6' ? `[${address}]` : address;
  return `http://${host}:${port}`;
}

/**
 * The line the server logs once it listens: where it really listens (the port and host it got,
 * not the ones PUBLIC_URL names), PUBLIC_URL apart when it differs, and the database.
 */
export function startLine(
  config: Pick<Config, 'PUBLIC_URL' | 'DATABASE_URL' | 'DATA_DIR'>,
  listening: AddressInfo,
): string {
  const url = localUrl(listening);
  const publicUrl = config.PUBLIC_URL.replace(/\/+$/, '');
  const database = config.DATABASE_URL ? 'PostgreSQL' : `PGlite в ${config.DATA_DIR}`;
  const where = publicUrl === url ? url : `${url} (адрес для пользователей, PUBLIC_URL: ${publicUrl})`;
  return `Колос работает: ${where}; слушает ${listening.address}:${listening.port}; база: ${database}`;
}

/**
 * PUBLIC_URL not set: once the server listens, the links it sends (SMS, e-mail) point where it
 * really does — the port it got (PORT=0 takes a free one), localhost for a wildcard host (issue 28
 * point 20). A PUBLIC_URL that was given is left as it is.
 */
export function followListening(
  config: Pick<Config, 'PUBLIC_URL' | 'publicUrlGiven'>,
  listening: AddressInfo,
) {
  if (!config.publicUrlGiven) config.PUBLIC_URL = localUrl(listening);
}

import { lookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP } from 'node:net';

/*
 * Requests to a host a user named (a purchaser's webhook): the address it resolves to is checked
 * at connection time, so a name that points inside our network — or is re-pointed there after the
 * URL was saved (DNS rebinding) — is never reached. Private, loopback, link-local (the cloud's
 * metadata service at 169.254.169.254), shared, multicast and reserved ranges are refused.
 */
const RESERVED = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  RESERVED.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b:1::', 48],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  RESERVED.addSubnet(net, prefix, 'ipv6');

/** The 16 bytes of an IPv6 address (a dotted IPv4 tail included); null for anything else. */
function ipv6Bytes(address: string): number[] | null {
  if (isIP(address) !== 6) return null;
  const text = address.replace(
    /(\d+)\.(\d+)\.(\d+)\.(\d+)$/,
    (_, a: string, b: string, c: string, d: string) =>
      [(+a << 8) | +b, (+c << 8) | +d].map((group) => group.toString(16)).join(':'),
  );
  const [head = '', tail] = text.split('::');
  const groupsOf = (part: string) => (part ? part.split(':') : []);
  const left = groupsOf(head);
  const right = tail === undefined ? [] : groupsOf(tail);
  const groups = [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return groups.flatMap((group) => {
    const value = parseInt(group, 16);
    return [value >> 8, value & 0xff];
  });
}

/**
 * The IPv4 addresses an IPv6 address carries, each form a router or a translator may deliver to:
 * mapped (::ffff:0:0/96), compatible (::/96), translated (::ffff:0:0:0/96), NAT64 (64:ff9b::/96),
 * 6to4 (2002::/16) and Teredo (2001::/32: its server, and its client with the bits inverted).
 */
function embeddedIpv4(bytes: number[]): string[] {
  const v4 = (at: number, mask = 0) =>
    bytes
      .slice(at, at + 4)
      .map((byte) => byte ^ mask)
      .join('.');
  const zero = (from: number, to: number) => bytes.slice(from, to).every((byte) => byte === 0);
  const starts = (...prefix: number[]) => prefix.every((byte, i) => bytes[i] === byte);
  const found: string[] = [];
  if (zero(0, 10) && bytes[10] === 0xff && bytes[11] === 0xff) found.push(v4(12));
  if (zero(0, 12)) found.push(v4(12));
  if (zero(0, 8) && bytes[8] === 0xff && bytes[9] === 0xff && zero(10, 12)) found.push(v4(12));
  if (starts(0x00, 0x64, 0xff, 0x9b) && zero(4, 12)) found.push(v4(12));
  if (starts(0x20, 0x02)) found.push(v4(2));
  if (starts(0x20, 0x01, 0x00, 0x00)) found.push(v4(4), v4(12, 0xff));
  return found;
}

/**
 * True for an address no user-named request may reach; an IPv6 address that carries an IPv4 one
 * (embeddedIpv4) is refused when that IPv4 address is.
 */
export function isReservedAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 4) return RESERVED.check(address, 'ipv4');
  const bytes = ipv6Bytes(address);
  if (!bytes) return true;
  if (embeddedIpv4(bytes).some((v4) => RESERVED.check(v4, 'ipv4'))) return true;
  return RESERVED.check(address, 'ipv6');
}

/** Thrown (as the error's `code`) when a user-named host is inside the network. */
export const RESERVED_ADDRESS = 'ERESERVEDADDRESS';

const reservedError = () => Object.assign(new Error(RESERVED_ADDRESS), { code: RESERVED_ADDRESS });

/** The URL's host when it is an IP literal (brackets of IPv6 taken off), else null. */
const literalHost = (url: URL): string | null => {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return isIP(host) ? host : null;
};

/** Whether a URL's host is, on its face, inside the network: an IP literal there or 'localhost'. */
export function namesReservedHost(url: URL): boolean {
  const literal = literalHost(url);
  if (literal) return isReservedAddress(literal);
  return /(^|\.)localhost\.?$/i.test(url.hostname);
}

function guardedLookup(
  hostname: string,
  options: LookupOptions,
  callback: (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) {
  lookup(hostname, { ...options, all: true }, (error, addresses) => {
    if (error) return callback(error, []);
    if (addresses.length === 0 || addresses.some((a) => isReservedAddress(a.address))) {
      return callback(reservedError(), []);
    }
    if (options.all) return callback(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
}

export interface OutboundPost {
  headers: Record<string, string>;
  /** Text, or bytes (an encrypted push message). */
  body: string | Uint8Array;
  timeoutMs: number;
  /** Lets a private address through (tests, a receiver on the same network); off by default. */
  allowReserved: boolean;
}

/**
 * POSTs a body and answers the status. Redirects are not followed (a 3xx is an answer like any
 * other); the answer's body is read and dropped, so the connection is freed. Errors as node's,
 * with `code` RESERVED_ADDRESS for a refused address and `name` 'TimeoutError' on the timeout.
 */
export async function postOutbound(target: string, post: OutboundPost): Promise<number> {
  return (await postOutboundForBody(target, { ...post, maxBytes: 0 })).status;
}

/**
 * POSTs a body and answers the status with the answer's body (at most `maxBytes`, else an error;
 * 0: the body is read and dropped) — for a service whose answer we read (the organisation lookup).
 */
export function postOutboundForBody(
  target: string,
  post: OutboundPost & { maxBytes: number },
): Promise<{ status: number; body: string }> {
  const url = new URL(target);
  const literal = literalHost(url);
  if (!post.allowReserved && literal && isReservedAddress(literal)) return Promise.reject(reservedError());
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'POST',
        headers: { ...post.headers, 'content-length': String(Buffer.byteLength(post.body)) },
        signal: AbortSignal.timeout(post.timeoutMs),
        ...(post.allowReserved ? {} : { lookup: guardedLookup }),
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (chunk: Buffer) => {
          if (post.maxBytes === 0) return;
          size += chunk.length;
          if (size > post.maxBytes) {
            res.destroy(new Error('answer too large'));
            return;
          }
          chunks.push(chunk);
        });
        res.on('error', reject);
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', (error) => reject(error));
    req.end(post.body);
  });
}

import { isIPv4 } from 'node:net';
import type { FastifyRequest } from 'fastify';

/**
 * Whether the request comes from the server's own machine: the socket's peer is a loopback
 * address (127.0.0.0/8, ::1, or IPv4 127.x mapped into IPv6). The socket, never
 * X-Forwarded-For: with TRUST_PROXY a client could claim any address in a header.
 */
export function fromLoopback(request: FastifyRequest): boolean {
  const address = request.socket.remoteAddress ?? '';
  const v4 = address.toLowerCase().startsWith('::ffff:') ? address.slice(7) : address;
  if (isIPv4(v4)) return v4.startsWith('127.');
  return address === '::1';
}

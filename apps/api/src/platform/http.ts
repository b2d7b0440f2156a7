import type { FastifyInstance, FastifyRequest } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { text } from '@kolos/domain';
import type { RequestMeta } from './deps';

/** Every module registers its routes through this: zod schemas give validation, types and OpenAPI. */
export const typed = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

export const metaOf = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
});

export const errorReply = z.object({
  message: text(),
  code: z.union([text(), z.number()]).optional(),
  detail: z.unknown().optional(),
});

export const uuidParam = z.object({ id: text().uuid({ error: 'Неверный идентификатор' }) });

/** Answers shorter than this stay strings: encoding them ahead saves nothing. */
export const BYTES_FROM_CHARS = 4096;
const encoder = new TextEncoder();

/**
 * The zod response check and JSON of fastify-type-provider-zod, handing a big answer to fastify
 * as UTF-8 bytes (ADR 0069). A Russian answer is a two-byte string: left a string, Node measures
 * it for Content-Length and converts it again to write or compress it — the week of a point spent
 * more CPU there than in building it. Encoded once here, it is measured and written as it is.
 */
export const bytesSerializerCompiler: typeof serializerCompiler = (route) => {
  const toJson = serializerCompiler(route);
  return (data) => {
    const json = toJson(data);
    if (json.length < BYTES_FROM_CHARS) return json;
    const bytes = encoder.encode(json);
    // fastify sends a Buffer as it is; its serializer type says string only
    return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as unknown as string;
  };
};

/**
 * A route's 200 answer as JSON bytes, with the same zod check as its serializer: for answers
 * built ahead and kept (ADR 0070), which fastify then sends as they are.
 */
export const jsonBytesOf = (schema: z.ZodType, url: string) => {
  const toJson = serializerCompiler({ schema, method: 'GET', url, httpStatus: '200' });
  return (body: unknown) => Buffer.from(toJson(body), 'utf8');
};

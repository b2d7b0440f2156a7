import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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

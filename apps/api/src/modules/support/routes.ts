import type { FastifyInstance } from 'fastify';
import { supportInfoReply } from '@kolos/domain/registration';
import { typed } from '../../platform/http';

/** SPEC 7 GET /support/info: the support phone (SUPPORT_PHONE), for guests too (error pages). */
export default async function supportRoutes(root: FastifyInstance) {
  const app = typed(root);
  const phone = root.deps.config.SUPPORT_PHONE;
  app.get(
    '/support/info',
    {
      config: { access: { public: true } },
      schema: {
        operationId: 'support.info',
        summary: 'Контакты поддержки',
        tags: ['support'],
        security: [],
        response: { 200: supportInfoReply },
      },
    },
    async () => ({ support: { generic: { phone } } }),
  );
}

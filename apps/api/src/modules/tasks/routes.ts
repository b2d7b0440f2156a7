import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { text } from '@kolos/domain';
import {
  apiKeyCreateBody,
  apiKeyWire,
  TASK_ACTION_KEYS,
  taskBody,
  taskDetailsWire,
  taskListQuery,
  taskListReply,
  taskUpdateBody,
  webhookSettingsBody,
  webhookSettingsWire,
} from '@kolos/domain/tasks';
import { authOf } from '../../platform/auth/guard';
import { metaOf, typed } from '../../platform/http';
import * as integration from './integration';
import * as service from './service';

const tags = ['tasks'];
/** SPEC 6 'Foreign deals list' (TasksList, Read) and 'Foreign deals entry: Task' (Create, Update). */
const list = { access: { route: 'TasksList' as const } };
const create = {
  access: { route: 'Task' as const, rights: ['create' as const], userTypes: ['purchaser' as const] },
};
const update = {
  access: { route: 'Task' as const, rights: ['update' as const], userTypes: ['purchaser' as const] },
};
/** The integration settings: the form's right, and the service asks for the company's super-user. */
const settings = update;
/** A uuid typed into the address bar: a malformed one is just "not found". */
const idParam = z.object({ id: text().max(100) });
const deleteReply = z.object({ deleted: z.boolean(), task: taskDetailsWire.nullable() });

/** SPEC 7 Tasks, and the settings of the purchaser's system they are sent to (docs/tasks.md). */
export default async function tasksRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.get(
    '/user/personal/task',
    {
      config: list,
      schema: {
        operationId: 'tasks.list',
        summary: 'Список задач',
        tags,
        querystring: taskListQuery,
        response: { 200: taskListReply },
      },
    },
    async (req) => service.listTasks(deps, authOf(req), req.query),
  );

  app.get(
    '/offers/task/:id',
    {
      config: list,
      schema: {
        operationId: 'tasks.get',
        summary: 'Задача',
        tags,
        params: idParam,
        response: { 200: taskDetailsWire },
      },
    },
    async (req) => service.getTask(deps, authOf(req), req.params.id),
  );

  app.post(
    '/personal/offers/task',
    {
      config: create,
      schema: {
        operationId: 'tasks.create',
        summary: 'Создать задачу (сделку)',
        tags,
        body: taskBody,
        response: { 200: taskDetailsWire },
      },
    },
    async (req) => service.createTask(deps, service.writerOf(authOf(req), metaOf(req).ip), req.body),
  );

  app.put(
    '/offers/task',
    {
      config: { ...update, errors: ['NOT_ENOUGH_SLOTS'] },
      schema: {
        operationId: 'tasks.update',
        summary: 'Изменить задачу',
        tags,
        body: taskUpdateBody,
        response: { 200: taskDetailsWire },
      },
    },
    async (req) => service.updateTask(deps, authOf(req), req.body, metaOf(req).ip),
  );

  app.delete(
    '/offers/task/:id',
    {
      config: update,
      schema: {
        operationId: 'tasks.delete',
        summary: 'Удалить задачу',
        tags,
        params: idParam,
        response: { 200: deleteReply },
      },
    },
    async (req) => service.deleteTask(deps, authOf(req), req.params.id, metaOf(req).ip),
  );

  /** The status moves of the row menu: activate, suspend, resume, complete, cancel. */
  app.put(
    '/offers/task/:id/status/:action',
    {
      config: { ...update, errors: ['NOT_ENOUGH_SLOTS'] },
      schema: {
        operationId: 'tasks.move',
        summary: 'Сменить статус задачи',
        tags,
        params: idParam.extend({ action: z.enum(TASK_ACTION_KEYS) }),
        response: { 200: taskDetailsWire },
      },
    },
    async (req) => service.changeStatus(deps, authOf(req), req.params.id, req.params.action, metaOf(req).ip),
  );

  /** 'Повторить': send a task whose sync failed for good again. */
  app.post(
    '/offers/task/:id/retry',
    {
      config: { ...update, errors: ['NOT_ENOUGH_SLOTS'] },
      schema: {
        operationId: 'tasks.retrySync',
        summary: 'Повторить отправку задачи в систему закупщика',
        tags,
        params: idParam,
        response: { 200: taskDetailsWire },
      },
    },
    async (req) => service.retrySync(deps, authOf(req), req.params.id, metaOf(req).ip),
  );

  /**
   * The purchaser's own system creates a deal machine-to-machine: no session, a company API key
   * in the `X-Api-Key` header, judged on the request before its body is validated (401 first).
   */
  const partnerKeys = new WeakMap<FastifyRequest, integration.PartnerKey>();
  app.post(
    '/v2/offer/:partner/create',
    {
      config: {
        errors: ['TOO_MANY_REQUESTS', 'UNAUTHORIZED', 'FORBIDDEN', 'NOT_ENOUGH_SLOTS'],
        access: { public: true },
      },
      schema: {
        operationId: 'tasks.createByPartner',
        summary: 'Создать сделку из системы партнёра',
        security: [{ apiKey: [] }],
        tags,
        params: z.object({ partner: text().max(40) }),
        headers: z.object({ [integration.API_KEY_HEADER]: text().max(200).optional() }),
        body: taskBody,
        response: { 200: taskDetailsWire },
      },
      onRequest: async (req) => {
        const { partner } = req.params as { partner: string };
        const key = req.headers[integration.API_KEY_HEADER];
        partnerKeys.set(req, await integration.partnerKey(deps, key, partner, metaOf(req).ip));
      },
    },
    async (req) => {
      const key = partnerKeys.get(req);
      if (!key) throw new Error('partner key not judged');
      return integration.createByPartner(deps, key, req.body, metaOf(req).ip);
    },
  );

  app.get(
    '/user/personal/task-webhook',
    {
      config: settings,
      schema: {
        operationId: 'tasks.webhook.get',
        summary: 'Адрес вебхука задач',
        tags,
        response: { 200: webhookSettingsWire },
      },
    },
    async (req) => integration.getWebhook(deps, authOf(req)),
  );

  app.put(
    '/user/personal/task-webhook',
    {
      config: settings,
      schema: {
        operationId: 'tasks.webhook.update',
        summary: 'Задать адрес вебхука задач',
        tags,
        body: webhookSettingsBody,
        response: { 200: webhookSettingsWire },
      },
    },
    async (req) => integration.putWebhook(deps, authOf(req), req.body, metaOf(req).ip),
  );

  app.delete(
    '/user/personal/task-webhook',
    {
      config: settings,
      schema: {
        operationId: 'tasks.webhook.delete',
        summary: 'Удалить вебхук задач',
        tags,
        response: { 200: webhookSettingsWire },
      },
    },
    async (req) => integration.deleteWebhook(deps, authOf(req), metaOf(req).ip),
  );

  app.get(
    '/user/personal/api-keys',
    {
      config: settings,
      schema: {
        operationId: 'tasks.apiKeys.list',
        summary: 'Ключи API компании',
        tags,
        response: { 200: z.object({ keys: z.array(apiKeyWire) }) },
      },
    },
    async (req) => integration.listKeys(deps, authOf(req)),
  );

  app.post(
    '/user/personal/api-keys',
    {
      config: settings,
      schema: {
        operationId: 'tasks.apiKeys.create',
        summary: 'Выпустить ключ API',
        tags,
        body: apiKeyCreateBody,
        response: { 200: apiKeyWire },
      },
    },
    async (req) => integration.createKey(deps, authOf(req), req.body.partner, metaOf(req).ip),
  );

  app.delete(
    '/user/personal/api-keys/:id',
    {
      config: settings,
      schema: {
        operationId: 'tasks.apiKeys.revoke',
        summary: 'Отозвать ключ API',
        tags,
        params: idParam,
        response: { 200: apiKeyWire },
      },
    },
    async (req) => integration.revokeKey(deps, authOf(req), req.params.id, metaOf(req).ip),
  );
}

import type { FastifyInstance } from 'fastify';
import {
  markReadBody,
  markReadReply,
  notificationListQuery,
  notificationListReply,
  notificationSettingsBody,
  notificationSettingsWire,
} from '@kolos/domain/notifications';
import { authOf } from '../../platform/auth/guard';
import { typed } from '../../platform/http';
import { listNotifications, readNotifications } from './list';
import { getSettings, saveSettings } from './settings';

const tags = ['notifications'];

/**
 * Issue 16 point 4: every signed-in user's own notifications and channels. No route name: a
 * user's own list is not a right a role grants; the queries take only his rows.
 */
export default async function notificationsRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.get(
    '/notifications',
    {
      config: { access: {} },
      schema: {
        operationId: 'notifications.list',
        summary: 'Уведомления',
        tags,
        querystring: notificationListQuery,
        response: { 200: notificationListReply },
      },
    },
    async (req) => listNotifications(deps, authOf(req), req.query),
  );

  app.put(
    '/notifications/read',
    {
      config: { access: {} },
      schema: {
        operationId: 'notifications.read',
        summary: 'Отметить уведомления прочитанными',
        tags,
        body: markReadBody,
        response: { 200: markReadReply },
      },
    },
    async (req) => readNotifications(deps, authOf(req), req.body.uuids),
  );

  app.put(
    '/notifications/read-all',
    {
      config: { access: {} },
      schema: {
        operationId: 'notifications.readAll',
        summary: 'Отметить все уведомления прочитанными',
        tags,
        response: { 200: markReadReply },
      },
    },
    async (req) => readNotifications(deps, authOf(req), 'all'),
  );

  app.get(
    '/notifications/settings',
    {
      config: { access: {} },
      schema: {
        operationId: 'notifications.settings.get',
        summary: 'Настройки уведомлений',
        tags,
        response: { 200: notificationSettingsWire },
      },
    },
    async (req) => getSettings(deps, authOf(req)),
  );

  app.put(
    '/notifications/settings',
    {
      config: { access: {} },
      schema: {
        operationId: 'notifications.settings.update',
        summary: 'Изменить настройки уведомлений',
        tags,
        body: notificationSettingsBody,
        response: { 200: notificationSettingsWire },
      },
    },
    async (req) => saveSettings(deps, authOf(req), req.body),
  );
}

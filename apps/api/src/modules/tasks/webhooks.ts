import { z } from 'zod';
import { taskWire } from '@kolos/domain/tasks';
import { MONEY_FIELDS } from '@kolos/domain';
import { withMoneyUnits, type JsonSchema, type WebhookDescription } from '../../platform/openapi/document';
import { SIGNATURE_HEADER, SYNC_RETRIES, SYNC_TIMEOUT_MS } from './sync';

const payload = z.object({
  event: z.enum(['task.changed', 'task.deleted']),
  version: z.number().int().describe('Номер изменения задачи: повтор доставки несёт тот же номер'),
  task: taskWire,
});

const delivery = (event: string, summary: string): WebhookDescription => ({
  post: {
    operationId: `tasks.webhook.${event === 'task.changed' ? 'changed' : 'deleted'}`,
    summary,
    description: [
      `Колос отправляет POST на адрес, заданный в PUT /api/user/personal/task-webhook (docs/tasks.md «Sync»).`,
      `Подпись: заголовок ${SIGNATURE_HEADER} = t=<секунды Unix>,v1=<hex HMAC-SHA256(секрет, "<t>.<тело как есть>")>;`,
      'получатель пересчитывает её по сырому телу, сравнивает за постоянное время и отвергает метку старше нескольких минут.',
      `Успех — ответ 2xx за ${SYNC_TIMEOUT_MS / 1000} с. Иначе ${SYNC_RETRIES} повторов через 2 с, 4 с, 8 с…`,
      '(около минуты), затем задача переходит в ERROR с причиной. Перенаправления не выполняются.',
      'Доставка может повториться: ключ получателя — task.uuid и version.',
    ].join(' '),
    tags: ['tasks'],
    security: [],
    parameters: [
      {
        name: SIGNATURE_HEADER,
        in: 'header',
        required: true,
        description: 't=<секунды Unix>,v1=<hex HMAC-SHA256>',
        schema: { type: 'string', pattern: '^t=\\d+,v1=[0-9a-f]{64}$' },
      },
      {
        name: 'x-kolos-event',
        in: 'header',
        required: true,
        description: 'Событие, то же, что поле event',
        schema: { type: 'string', const: event },
      },
    ],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: withMoneyUnits(
            z.toJSONSchema(payload, { target: 'draft-2020-12', io: 'output' }) as JsonSchema,
            MONEY_FIELDS,
          ),
        },
      },
    },
    responses: {
      '200': { description: 'Принято (любой ответ 2xx)' },
      '400': { description: 'Получатель отверг доставку (любой другой ответ): будет повтор' },
    },
  },
});

/** The task webhook (docs/tasks.md «Sync»), under the document's `webhooks`. */
export const webhooks: Record<string, WebhookDescription> = {
  'task.changed': delivery('task.changed', 'Задача создана или изменена'),
  'task.deleted': delivery('task.deleted', 'Задача удалена'),
};

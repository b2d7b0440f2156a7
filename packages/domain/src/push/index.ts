import { z } from 'zod';
import { text } from '../common/text';

/**
 * Issue 29 point 19: notifications on the phone's lock screen (Web Push). The browser's
 * subscription as `PushSubscription.toJSON()` gives it, the kinds of notices that are pushed and
 * the titles they carry. docs/notifications.md, ADR 0097.
 */
export const PUSH_MSG = {
  notConfigured: 'Уведомления на телефон не настроены на сервере',
  endpointRequired: 'Укажите адрес подписки',
  endpointBad: 'Адрес подписки должен быть ссылкой https://',
  endpointInside: 'Адрес подписки ведёт во внутреннюю сеть',
  keysRequired: 'Укажите ключи подписки',
  keyBad: 'Ключ подписки неверен',
  notFound: 'Подписка не найдена',
  impersonation: 'В режиме входа от имени пользователя уведомления на телефон не включаются',
} as const;

/**
 * The notices a farmer needs to answer or act on at once, each with its lock-screen title; every
 * other notice stays in the app (and SMS / e-mail by his settings).
 */
export const PUSH_TITLES = {
  'offer.countered': 'Встречное предложение',
  'slot.docs.declined': 'Документы рейса отклонены',
  'slot.moved': 'Слот перенесён',
  'slot.canceled': 'Слот отменён',
  'slot.accepted': 'Машина принята',
  'slot.refused': 'Машине отказано в приёмке',
  'settlement.confirmed': 'Расчёт подтверждён',
  'settlement.paid': 'Расчёт оплачен',
} as const satisfies Record<string, string>;
export type PushedKind = keyof typeof PUSH_TITLES;

export const isPushed = (kind: string): kind is PushedKind => Object.hasOwn(PUSH_TITLES, kind);

/** What the service worker gets: shown as a notification, `url` opened on its click. */
export interface PushPayload {
  title: string;
  body: string;
  url: string;
}

/** The key as the browser gives it: base64url, padding allowed (RFC 8291: a P-256 point, a 16-byte secret). */
const key = (pattern: RegExp) =>
  text({ error: (issue) => (issue.input === undefined ? PUSH_MSG.keysRequired : PUSH_MSG.keyBad) }).refine(
    (value) => pattern.test(value.replace(/=+$/, '')),
    { error: PUSH_MSG.keyBad },
  );

const endpoint = text({ error: PUSH_MSG.endpointRequired })
  .min(1, { error: PUSH_MSG.endpointRequired })
  .max(2000, { error: PUSH_MSG.endpointBad })
  .refine((value) => URL.canParse(value) && /^https?:$/.test(new URL(value).protocol), {
    error: PUSH_MSG.endpointBad,
  });

/** POST /push/subscriptions: the subscription of this browser. */
export const pushSubscriptionBody = z.object({
  endpoint,
  // The browser sends it (mostly null); the push service's own answers tell when it ends.
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point: 65 bytes, the first 0x04 — 87 characters starting with 'B'.
      p256dh: key(/^B[A-Za-z0-9_-]{86}$/),
      auth: key(/^[A-Za-z0-9_-]{22}$/),
    },
    { error: PUSH_MSG.keysRequired },
  ),
});
export type PushSubscriptionBody = z.infer<typeof pushSubscriptionBody>;

/** DELETE /push/subscriptions: this browser's subscription, by its endpoint. */
export const pushUnsubscribeBody = z.object({ endpoint });

export const vapidPublicKeyReply = z.object({ publicKey: z.string() });
export type VapidPublicKeyReply = z.infer<typeof vapidPublicKeyReply>;

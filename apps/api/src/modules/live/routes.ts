import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { canAccess, hidesAnyPrice } from '@kolos/domain';
import type { LiveReceiver } from '@kolos/domain/live';
import { loadAuthContext, type AuthContext } from '../../platform/auth/context';
import { authOf } from '../../platform/auth/guard';
import { LiveBus } from '../../platform/events';
import { typed } from '../../platform/http';
import { LiveHub, type LiveStream } from './hub';

const TRADING_SCREENS = ['AuctionsList', 'Auction', 'Offers', 'Monitoring'] as const;
const YARD_SCREENS = ['Slots', 'Monitoring'] as const;
/** The staff's «Расчёты» and the farmer's «Мои сделки», where his statements are. */
const SETTLEMENT_SCREENS = ['Settlements', 'Deals'] as const;
/** A client this far behind (a stalled tab, a slow link) is cut off; it reconnects and catches up. */
const MAX_BUFFERED_BYTES = 1 << 20;
const EVENT_ID = /^\d{1,15}$/;

function receiverOf(auth: AuthContext): LiveReceiver {
  return {
    userType: auth.userType,
    companyUuid: auth.companyUuid,
    actingForCompanyUuid: auth.actingForCompanyUuid,
    readsTrading: TRADING_SCREENS.some((route) => canAccess(auth.subject, route, { rights: ['read'] })),
    // the Monitoring yard (issue 29 point 20) counts the same slots and refreshes on their events
    readsSlots: YARD_SCREENS.some((route) => canAccess(auth.subject, route, { rights: ['read'] })),
    readsSettlements: SETTLEMENT_SCREENS.some((route) =>
      canAccess(auth.subject, route, { rights: ['read'] }),
    ),
    hidePrice: hidesAnyPrice(auth.subject),
  };
}

const lastIdOf = (header: string | string[] | undefined, query: string | undefined): number | null => {
  const value = [header].flat()[0] ?? query;
  return value && EVENT_ID.test(value) ? Number(value) : null;
};

/**
 * GET /api/events (issue 16 point 2, ADR 0067): the caller's live events as Server-Sent Events.
 * Authenticated like every call (the Authorization header; the web reads it with fetch). The
 * stream ends when the access token expires, and within moments of a logout, a deactivation or a
 * change of what the session may hear, on every process (ADR 0087); the client refreshes and
 * reconnects with Last-Event-ID, or is refused.
 */
export default async function liveRoutes(root: FastifyInstance) {
  const app = typed(root);
  const bus = new LiveBus(root.deps.db, root.deps.log);
  const hub = new LiveHub(root.deps.db, bus, async (sessionUuid) => {
    const auth = await loadAuthContext(root.deps.db, sessionUuid);
    return auth && receiverOf(auth);
  });
  // Before the server waits for its connections to end: the streams are ended first.
  root.addHook('preClose', async () => {
    await hub.close();
    await bus.close();
  });

  app.get(
    '/events',
    {
      // The registration session too: it hears no event, and its stream's end tells the
      // registration page that the moderator has decided (ADR 0088).
      config: { access: { registration: true }, streams: true },
      schema: {
        operationId: 'events.stream',
        produces: ['text/event-stream'],
        tags: ['events'],
        summary: 'Поток событий торгов (Server-Sent Events)',
        querystring: z.object({ lastEventId: z.string().max(20).optional() }),
      },
    },
    async (req, reply) => {
      const auth = authOf(req);
      const token = req.headers.authorization!.slice(7).trim();
      const { exp } = await root.deps.signer.verify(token);
      const lastEventId = lastIdOf(req.headers['last-event-id'], req.query.lastEventId);
      reply.hijack();
      const raw = reply.raw;
      raw.writeHead(200, {
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-cache, no-transform',
        connection: 'keep-alive',
        'x-accel-buffering': 'no',
      });
      const stream: LiveStream = {
        receiver: receiverOf(auth),
        sessionUuid: auth.sessionUuid,
        people: [auth.userUuid, ...(auth.actorUuid ? [auth.actorUuid] : [])],
        write(frame) {
          if (raw.destroyed || raw.writableEnded) return false;
          if (raw.writableLength > MAX_BUFFERED_BYTES) {
            stream.end();
            return false;
          }
          raw.write(frame);
          return true;
        },
        end() {
          hub.remove(stream);
          clearTimeout(expiry);
          if (!raw.writableEnded) raw.end();
        },
      };
      // The session's token expires: the stream ends, the client renews the token and reconnects.
      const expiry = setTimeout(
        () => stream.end(),
        Math.min(Math.max(0, exp * 1000 - Date.now()), 2 ** 31 - 1),
      );
      expiry.unref();
      raw.on('close', () => stream.end());
      try {
        await hub.add(stream, lastEventId);
        // Live from here on. The client waits this long before it reconnects after an end.
        stream.write('retry: 2000\n\n');
      } catch (err) {
        req.log.warn({ err }, 'live events: stream start failed');
        stream.end();
      }
      if (raw.destroyed) stream.end();
    },
  );
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { dateOut, text } from '@kolos/domain';
import {
  auctionCreateBody,
  auctionAllowBody,
  auctionDeleteReply,
  auctionDenyBody,
  auctionListBody,
  auctionListReply,
  auctionPermissionsReply,
  auctionShortWire,
  auctionUpdateBody,
  auctionUuidQuery,
  auctionWire,
} from '@kolos/domain/trading';
import { authOf } from '../../platform/auth/guard';
import { onReplica } from '../../platform/read-routing';
import { metaOf, typed } from '../../platform/http';
import * as bars from './bars';
import * as service from './service';
import { refuseHiddenActions } from './wire';

const tags = ['auctions'];
/** The rights of docs/trading.md (the seed's roles and the web use the same). */
const read = { access: { route: 'AuctionsList' as const } };
const farmerRead = { access: { route: 'AuctionsList' as const, userTypes: ['farmer' as const] } };
const purchaser = ['purchaser' as const];
const create = { access: { route: 'Auction' as const, rights: ['create' as const], userTypes: purchaser } };
const update = { access: { route: 'Auction' as const, rights: ['update' as const], userTypes: purchaser } };
const remove = {
  access: { route: 'Auction' as const, rights: ['delete' as const, 'update' as const], userTypes: purchaser },
};
/** A uuid typed into the address bar: a malformed one is just "not found". */
const idParam = z.object({ id: text().max(100) });

/** SPEC 7 Auctions, as issue 15 fixes them. */
export default async function auctionsRoutes(root: FastifyInstance) {
  const app = typed(root);

  app.post(
    '/v3/auctions',
    {
      config: read,
      schema: {
        operationId: 'auctions.list',
        summary: 'Список аукционов с фильтрами',
        tags,
        body: auctionListBody,
        response: { 200: auctionListReply },
      },
    },
    async (req) => onReplica(req, (d) => service.listAuctions(d, authOf(req), req.body)),
  );

  app.get(
    '/auctions',
    {
      config: read,
      schema: {
        operationId: 'auctions.active',
        summary: 'Действующие аукционы',
        tags,
        response: { 200: z.array(auctionShortWire) },
      },
    },
    async (req) => service.activeAuctions(root.deps, authOf(req)),
  );

  app.get(
    '/auctions/matched',
    {
      config: farmerRead,
      schema: {
        operationId: 'auctions.matched',
        summary: 'Аукционы, подходящие фермеру',
        tags,
        response: { 200: z.array(auctionWire) },
      },
    },
    async (req) => service.matchedAuctions(root.deps, authOf(req)),
  );

  app.get(
    '/auctions/default',
    {
      config: read,
      schema: {
        operationId: 'auctions.defaults',
        summary: 'Значения нового аукциона по умолчанию',
        tags,
        response: {
          200: z.object({
            startAt: dateOut('specInstant'),
            endAt: dateOut('specInstant'),
            deliveryDateStart: dateOut('specDay'),
            deliveryDateEnd: dateOut('specDay'),
            minLotVolume: z.number(),
          }),
        },
      },
    },
    async () => service.defaults(),
  );

  app.get(
    '/auctions/get/:id',
    {
      config: read,
      schema: {
        operationId: 'auctions.get',
        summary: 'Аукцион',
        tags,
        params: idParam,
        response: { 200: auctionWire },
      },
    },
    async (req) => service.getAuction(root.deps, authOf(req), req.params.id),
  );

  app.post(
    '/auctions',
    {
      config: create,
      schema: {
        operationId: 'auctions.create',
        summary: 'Создать аукцион',
        tags,
        body: auctionCreateBody,
        response: { 200: auctionWire },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseHiddenActions(auth);
      return service.createAuction(root.deps, auth, req.body, metaOf(req));
    },
  );

  app.put(
    '/auctions/:uuid',
    {
      config: update,
      schema: {
        operationId: 'auctions.update',
        summary: 'Изменить аукцион',
        tags,
        params: z.object({ uuid: text().max(100) }),
        body: auctionUpdateBody,
        response: { 200: auctionWire },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseHiddenActions(auth);
      return service.updateAuction(root.deps, auth, req.params.uuid, req.body, metaOf(req));
    },
  );

  app.delete(
    '/v2/auctions/:id',
    {
      config: remove,
      schema: {
        operationId: 'auctions.delete',
        summary: 'Удалить аукцион',
        tags,
        params: idParam,
        response: { 200: auctionDeleteReply },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseHiddenActions(auth);
      return service.deleteAuction(root.deps, auth, req.params.id, metaOf(req));
    },
  );

  app.get(
    '/auctions/permissions/list',
    {
      config: read,
      schema: {
        operationId: 'auctions.permissions.list',
        summary: 'Допуск фермеров к аукционам',
        tags,
        querystring: auctionUuidQuery,
        response: { 200: auctionPermissionsReply },
      },
    },
    async (req) => bars.permissions(root.deps, authOf(req), req.query.auctionUuid),
  );

  app.post(
    '/auctions/permissions/deny',
    {
      config: update,
      schema: {
        operationId: 'auctions.permissions.deny',
        summary: 'Закрыть фермеру доступ к аукционам',
        tags,
        body: auctionDenyBody,
        response: { 200: auctionPermissionsReply },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseHiddenActions(auth);
      return bars.deny(root.deps, auth, req.body, metaOf(req));
    },
  );

  // Issue 28 point 12: the way back from a bar, which SPEC 7 does not name (ADR 0082).
  app.post(
    '/auctions/permissions/allow',
    {
      config: update,
      schema: {
        operationId: 'auctions.permissions.allow',
        summary: 'Открыть фермеру доступ к аукционам',
        tags,
        body: auctionAllowBody,
        response: { 200: auctionPermissionsReply },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseHiddenActions(auth);
      return bars.allow(root.deps, auth, req.body, metaOf(req));
    },
  );
}

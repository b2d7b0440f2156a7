import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { text } from '@kolos/domain';
import {
  auctionUuidQuery,
  counterOfferAnswerBody,
  counterOfferBody,
  offerCreateBody,
  offerDetailsWire,
  offerFilterQuery,
  offerListReply,
  offerLocationsReply,
  offerOnBehalfBody,
  offerPageQuery,
  offerQuoteBody,
  offerQuoteReply,
  offerRebindBody,
  offerUuidQuery,
  rebindTargetsReply,
  offersResultBody,
  offersResultReply,
  offerStatusCountsReply,
  offerUpdateBody,
} from '@kolos/domain/trading';
import { authOf } from '../../platform/auth/guard';
import { onReplica } from '../../platform/read-routing';
import { metaOf, typed } from '../../platform/http';
import { refuseHiddenActions } from '../auctions';
import * as negotiation from './negotiation';
import { quoteOffer } from './quote';
import { rebind, rebindTargets } from './rebind';
import * as reads from './reads';
import * as service from './service';

const tags = ['offers'];
const farmer = ['farmer' as const];
const purchaser = ['purchaser' as const];
/** The rights of docs/trading.md (the seed's roles and the web use the same). */
const auctionsRead = { access: { route: 'AuctionsList' as const } };
const auctionUpdate = {
  access: { route: 'Auction' as const, rights: ['update' as const], userTypes: purchaser },
};
const offersRead = { access: { route: 'Offers' as const } };
const farmerOffersRead = { access: { route: 'Offers' as const, userTypes: farmer } };
const farmerWrite = { access: { route: 'Offer' as const, rights: ['update' as const], userTypes: farmer } };
const phoneDeal = { access: { route: 'Offer' as const, rights: ['update' as const], userTypes: purchaser } };
/** The quote prices a farmer's own terms or a trader's phone deal: both write offers. */
const quoteAccess = {
  access: {
    route: 'Offer' as const,
    rights: ['update' as const],
    userTypes: ['farmer' as const, 'purchaser' as const],
  },
};
const idParam = z.object({ id: text().max(100) });

/** SPEC 7 Offers, as issue 15 fixes them. */
export default async function offersRoutes(root: FastifyInstance) {
  const app = typed(root);
  const deps = root.deps;

  app.get(
    '/offers/v2/filter',
    {
      config: offersRead,
      schema: {
        operationId: 'offers.list',
        summary: 'Список предложений',
        tags,
        querystring: offerFilterQuery,
        response: { 200: offerListReply },
      },
    },
    async (req) => onReplica(req, (d) => reads.listOffers(d, authOf(req), req.query)),
  );
  app.get(
    '/user/personal/offers',
    {
      config: farmerOffersRead,
      schema: {
        operationId: 'offers.mine',
        summary: 'Свои предложения фермера',
        tags,
        querystring: offerFilterQuery,
        response: { 200: offerListReply },
      },
    },
    async (req) => onReplica(req, (d) => reads.listOffers(d, authOf(req), req.query)),
  );
  app.get(
    '/v2/offers/status',
    {
      config: offersRead,
      schema: {
        operationId: 'offers.statusCounts',
        summary: 'Число предложений по статусам',
        tags,
        querystring: offerFilterQuery,
        response: { 200: offerStatusCountsReply },
      },
    },
    async (req) => onReplica(req, (d) => reads.statusCounts(d, authOf(req), req.query)),
  );
  app.get(
    '/v2/offers/locations',
    {
      config: offersRead,
      schema: {
        operationId: 'offers.locations',
        summary: 'Места в предложениях',
        tags,
        response: { 200: offerLocationsReply },
      },
    },
    async (req) => onReplica(req, (d) => reads.offerLocations(d, authOf(req))),
  );
  app.get(
    '/offers/get/:id',
    {
      config: offersRead,
      schema: {
        operationId: 'offers.get',
        summary: 'Предложение',
        tags,
        params: idParam,
        response: { 200: offerDetailsWire },
      },
    },
    async (req) => reads.getOffer(deps, authOf(req), req.params.id),
  );
  app.get(
    '/offers/filterByCompany/:id',
    {
      config: offersRead,
      schema: {
        operationId: 'offers.byCompany',
        summary: 'Предложения компании',
        tags,
        params: z.object({ id: z.uuid() }),
        querystring: offerPageQuery,
        response: { 200: offerListReply },
      },
    },
    async (req) => reads.companyOffers(deps, authOf(req), req.params.id, req.query),
  );
  app.get(
    '/offers/filterByAuction/:id',
    {
      config: auctionsRead,
      schema: {
        operationId: 'offers.byAuction',
        summary: 'Предложения аукциона по месту',
        tags,
        params: idParam,
        querystring: offerPageQuery,
        response: { 200: offerListReply },
      },
    },
    async (req) => reads.rankedOffers(deps, authOf(req), req.params.id, req.query),
  );
  app.get(
    '/offers/result',
    {
      config: auctionsRead,
      schema: {
        operationId: 'offers.result',
        summary: 'Итоги аукциона',
        tags,
        querystring: auctionUuidQuery,
        response: { 200: offersResultReply },
      },
    },
    async (req) => reads.result(deps, authOf(req), req.query.auctionUuid),
  );

  app.post(
    '/v2/offers',
    {
      config: farmerWrite,
      schema: {
        operationId: 'offers.create',
        summary: 'Создать предложение',
        tags,
        body: offerCreateBody,
        response: { 200: offerDetailsWire },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseHiddenActions(auth);
      return service.createOffer(deps, auth, req.body, metaOf(req));
    },
  );
  app.post(
    '/v2/offers/quote',
    {
      config: quoteAccess,
      schema: {
        operationId: 'offers.quote',
        summary: 'Рассчитать цену предложения',
        tags,
        body: offerQuoteBody,
        response: { 200: offerQuoteReply },
      },
    },
    async (req) => quoteOffer(deps, authOf(req), req.body),
  );
  app.put(
    '/v2/offers',
    {
      config: farmerWrite,
      schema: {
        operationId: 'offers.update',
        summary: 'Изменить предложение',
        tags,
        body: offerUpdateBody,
        response: { 200: offerDetailsWire },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseHiddenActions(auth);
      return service.updateOffer(deps, auth, req.body, metaOf(req));
    },
  );
  app.delete(
    '/offers/:id',
    {
      config: farmerWrite,
      schema: {
        operationId: 'offers.withdraw',
        summary: 'Отозвать предложение',
        tags,
        params: idParam,
        response: { 200: offerDetailsWire },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseHiddenActions(auth);
      return service.withdrawOffer(deps, auth, req.params.id, metaOf(req));
    },
  );
  app.post(
    '/offers',
    {
      config: phoneDeal,
      schema: {
        operationId: 'offers.createOnBehalf',
        summary: 'Создать предложение за фермера (сделка по телефону)',
        tags,
        body: offerOnBehalfBody,
        response: { 200: offerDetailsWire },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseHiddenActions(auth);
      return service.createOnBehalf(deps, auth, req.body, metaOf(req));
    },
  );
  app.post(
    '/v2/counterOffer',
    {
      config: auctionUpdate,
      schema: {
        operationId: 'offers.counter',
        summary: 'Сделать встречное предложение',
        tags,
        body: counterOfferBody,
        response: { 200: offerDetailsWire },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseHiddenActions(auth);
      return negotiation.counter(deps, auth, req.body, metaOf(req));
    },
  );
  app.put(
    '/v2/counterOffer',
    {
      config: farmerWrite,
      schema: {
        operationId: 'offers.counterAnswer',
        summary: 'Ответить на встречное предложение',
        tags,
        body: counterOfferAnswerBody,
        response: { 200: offerDetailsWire },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseHiddenActions(auth);
      return negotiation.answerCounter(deps, auth, req.body, metaOf(req));
    },
  );
  app.post(
    '/v2/offers/result',
    {
      config: { ...auctionUpdate, errors: ['NOT_ENOUGH_SLOTS'] },
      schema: {
        operationId: 'offers.accept',
        summary: 'Принять предложения по итогам аукциона',
        tags,
        body: offersResultBody,
        response: { 200: offersResultReply },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseHiddenActions(auth);
      return negotiation.setResults(deps, auth, req.body, metaOf(req));
    },
  );
  app.patch(
    '/offers/rebindable',
    {
      config: auctionUpdate,
      schema: {
        operationId: 'offers.rebind',
        summary: 'Перенести предложение на другой аукцион',
        tags,
        body: offerRebindBody,
        response: { 200: offerDetailsWire },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseHiddenActions(auth);
      return rebind(deps, auth, req.body, metaOf(req));
    },
  );
  // Issue 28 point 13: the picker of the move, with the move's own rights and rule.
  app.get(
    '/offers/rebindable',
    {
      config: auctionUpdate,
      schema: {
        operationId: 'offers.rebindTargets',
        summary: 'Аукционы для переноса предложения',
        tags,
        querystring: offerUuidQuery,
        response: { 200: rebindTargetsReply },
      },
    },
    async (req) => {
      const auth = authOf(req);
      refuseHiddenActions(auth);
      return rebindTargets(deps, auth, req.query.offerUuid);
    },
  );
}

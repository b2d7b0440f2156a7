import type { ColumnType, Generated, JSONColumnType } from 'kysely';
import type { DeliveryType } from '@kolos/domain/contracts';
import type { CounterOfferStatus, OfferStatus } from '@kolos/domain/trading';

type DayColumn = ColumnType<string | Date, string, string>;

export interface OffersTable {
  uuid: string;
  number: ColumnType<number, never, never>;
  auctionUuid: string;
  /** The tender's owner, kept on the offer for the purchaser's list (ADR 0105); never differs. */
  ownerCompanyUuid: string;
  farmerCompanyUuid: string;
  farmerLocationUuid: string | null;
  /** The auction's acceptance point the delivery and landed price are counted at (FCA). */
  acceptanceLocationUuid: string | null;
  deliveryType: DeliveryType;
  volume: number;
  price: number;
  humidity: number;
  deliveryDateStart: DayColumn;
  deliveryDateEnd: DayColumn;
  comment: Generated<string>;
  status: Generated<OfferStatus>;
  acceptedVolume: Generated<number>;
  deliveryPrice: number | null;
  distance: number | null;
  tariffType: string | null;
  premium: number | null;
  landedPrice: number;
  createdBy: string | null;
  createdAt: Generated<Date>;
  updatedAt: Generated<Date>;
}

export interface CounterOffersTable {
  uuid: string;
  offerUuid: string;
  price: number;
  volume: number;
  comment: Generated<string>;
  status: Generated<CounterOfferStatus>;
  createdBy: string | null;
  createdAt: Generated<Date>;
  answeredBy: string | null;
  answeredAt: Date | null;
}

/** One changed field of an offer: what the history shows ('Объём: 100 → 120 т'). */
export interface OfferChange {
  field:
    | 'volume'
    | 'price'
    | 'humidity'
    | 'deliveryDateStart'
    | 'deliveryDateEnd'
    | 'farmerLocationUuid'
    | 'deliveryType'
    | 'comment'
    | 'acceptedVolume'
    | 'auctionNumber';
  from: string | number | null;
  to: string | number | null;
}

export interface OfferHistoryTable {
  uuid: string;
  offerUuid: string;
  previousStatus: OfferStatus | null;
  status: OfferStatus;
  changes: JSONColumnType<OfferChange[], string | undefined, string>;
  userUuid: string | null;
  actorUuid: string | null;
  createdAt: Generated<Date>;
}

/** Every status of a counter-offer (ADR 0074): no user is the system's move. */
export interface CounterOfferStatusHistoryTable {
  uuid: string;
  counterOfferUuid: string;
  previousStatus: CounterOfferStatus | null;
  status: CounterOfferStatus;
  userUuid: string | null;
  actorUuid: string | null;
  createdAt: Generated<Date>;
}

declare module '../../db/types' {
  interface DB {
    offers: OffersTable;
    counterOffers: CounterOffersTable;
    counterOfferStatusHistory: CounterOfferStatusHistoryTable;
    offerHistory: OfferHistoryTable;
  }
}

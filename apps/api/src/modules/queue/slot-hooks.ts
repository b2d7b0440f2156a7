import type { Transaction } from 'kysely';
import type { SlotWire } from '@kolos/domain/queue';
import type { Database } from '../../db/client';
import type { DB } from '../../db/types';
import type { AuthContext } from '../../platform/auth/context';
import { hook } from '../../platform/hooks';

/*
 * What a slot's change and read ask of the areas that stand on the slots (ADR 0072): the trip
 * documents and the transport answer, so the queue imports neither.
 */

/** What a slot's wire shows of its trip documents (issue 20). */
export type SlotDocsState = Pick<SlotWire, 'docsStatus' | 'docsMissing'>;

/** What a slot's change tells of its truck: enough to keep it for the farmer's next slots. */
export interface SlotTruck {
  /** The farmer company delivering: the truck is his. */
  ownerCompanyUuid: string;
  car: { number: string; trailerNumber: string };
  driver: { fullname: string; phone: string };
  /** Tonnes the truck carries (the import's «Вес груза, т»); null keeps what is known. */
  tonnes: number | null;
  /** The slot's planned tonnes: the capacity of a truck seen for the first time without tonnes. */
  plannedVolume: number;
}

/**
 * The gate, asked by PUT slots in its transaction before a truck is marked arrived, unloading or
 * unloaded: refuses, or answers the override's reason when one was recorded now (else null).
 */
export const SLOT_GATE =
  hook<
    (
      trx: Transaction<DB>,
      auth: AuthContext,
      slot: { uuid: string; locationUuid: string },
      overrideReason: string | undefined,
      ip: string | null,
    ) => Promise<string | null>
  >('queue.slotGate');

/** The trip documents' state of each slot, for the slot wires. */
export const SLOT_DOCS =
  hook<
    (
      db: Database,
      slots: readonly { uuid: string; locationUuid: string }[],
    ) => Promise<Map<string, SlotDocsState>>
  >('queue.slotDocs');

/** A truck named for a slot, kept for the farmer company in the change's transaction (issue 18). */
export const TRUCK_NAMED =
  hook<(trx: Transaction<DB>, truck: SlotTruck, by: string | null) => Promise<void>>('queue.truckNamed');

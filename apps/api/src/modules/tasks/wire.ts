import type { TaskWire } from '@kolos/domain/tasks';
import { dealPartiesOf } from '@kolos/domain';
import { ruDay } from '../auctions';
import type { TaskRow } from './queries';

/** A task as every tasks call (and the webhook) answers it. */
export function toWire(row: TaskRow): TaskWire {
  return {
    uuid: row.uuid,
    number: Number(row.number),
    aggregatorLocationUuid: row.aggregatorLocationUuid,
    productUuid: row.productUuid,
    aggregatorCompanyUuid: row.aggregatorCompanyUuid,
    farmerCompanyUuid: row.farmerCompanyUuid,
    farmerLocationUuid: row.farmerLocationUuid,
    deliveryDateStart: ruDay(row.deliveryDateStart),
    deliveryDateEnd: ruDay(row.deliveryDateEnd),
    deliveryType: row.deliveryType,
    quantity: row.quantity,
    price: row.price,
    humidity: Number(row.humidity),
    comment: row.comment,
    taskType: row.taskType,
    withoutAdditionalAgreement: row.withoutAdditionalAgreement,
    withoutIndication: row.withoutIndication,
    contractUuid: row.contractUuid,
    offerUuid: row.offerUuid,
    status: row.status,
    syncStatus: row.syncStatus,
    syncError: row.syncError,
    syncAttempts: row.syncAttempts,
    syncedAt: row.syncedAt ? new Date(row.syncedAt).toISOString() : null,
    source: row.source,
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
    ...dealPartiesOf(row),
  };
}

import type { DefaultValues } from 'react-hook-form';
import { taskFilters, type TaskDetailsWire, type TaskFilters, type TaskFormInput } from '@kolos/domain/tasks';

/** What the task form holds: the body as typed (an empty control is undefined). */
export type TaskFormValues = TaskFormInput;

/** A new task: SPEC 3 defaults, type STANDARD and delivery BUYER (FCA). */
export const EMPTY_TASK: DefaultValues<TaskFormValues> = {
  aggregatorLocationUuid: '',
  productUuid: '',
  farmerCompanyUuid: '',
  farmerLocationUuid: null,
  deliveryDateStart: '',
  deliveryDateEnd: '',
  deliveryType: 'BUYER',
  taskType: 'STANDARD',
  comment: '',
  withoutAdditionalAgreement: false,
  withoutIndication: false,
  contractUuid: null,
  offerUuid: null,
};

export function formValuesOf(t: TaskDetailsWire): TaskFormValues {
  return {
    aggregatorLocationUuid: t.aggregatorLocationUuid,
    productUuid: t.productUuid,
    farmerCompanyUuid: t.farmerCompanyUuid,
    farmerLocationUuid: t.farmerLocationUuid,
    deliveryDateStart: t.deliveryDateStart,
    deliveryDateEnd: t.deliveryDateEnd,
    // the enum's zero value is only ever a form's initial one: a stored task has a real type
    deliveryType: t.deliveryType === 'SELLER' ? 'SELLER' : 'BUYER',
    quantity: t.quantity,
    price: t.price,
    humidity: t.humidity,
    comment: t.comment,
    taskType: t.taskType,
    withoutAdditionalAgreement: t.withoutAdditionalAgreement,
    withoutIndication: t.withoutIndication,
    contractUuid: t.contractUuid,
    offerUuid: t.offerUuid,
  };
}

/** The list filters from the URL, each checked on its own: a hand-edited value is dropped, not fatal. */
export function cleanTaskFilters(raw: Record<string, string | undefined>): TaskFilters {
  const clean: Record<string, unknown> = {};
  for (const [key, schema] of Object.entries(taskFilters.shape)) {
    const parsed = schema.safeParse(raw[key]);
    if (parsed.success && parsed.data !== undefined) clean[key] = parsed.data;
  }
  return taskFilters.parse(clean);
}

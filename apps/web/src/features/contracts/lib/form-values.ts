import type { DefaultValues } from 'react-hook-form';
import type { z } from 'zod';
import {
  chosenLocation,
  contractCreateBody,
  type ContractCreateBody,
  type ContractDetailsWire,
  type ContractUpdateBody,
} from '@kolos/domain/contracts';

/** What the contract form holds: the create body as typed (an empty control is undefined). */
export type ContractFormValues = z.input<typeof contractCreateBody>;

/** A new deal: nothing chosen yet (SPEC 4: CONTRACT_UNDEFINED is only the form's initial status). */
export const EMPTY_FORM: DefaultValues<ContractFormValues> = {
  regionUuid: '',
  aggregatorLocationUuid: '',
  productUuid: '',
  startDate: '',
  endDate: '',
  comment: '',
  withoutIndication: false,
  farmerCompanyUuid: '',
  farmerLocationUuid: null,
  newFarmerLocation: null,
};

/** A stored deal in the form: the price field holds what was typed — the FCA price for FCA. */
export function formValuesOf(c: ContractDetailsWire): ContractFormValues {
  return {
    regionUuid: c.regionUuid ?? '',
    aggregatorLocationUuid: c.aggregatorLocationUuid,
    productUuid: c.productUuid,
    humidity: c.humidity,
    quantity: c.quantity,
    price: c.deliveryType === 'BUYER' ? c.initialPrice : c.price,
    startDate: c.startDate,
    endDate: c.endDate,
    comment: c.comment,
    withoutIndication: c.withoutIndication,
    deliveryType: c.deliveryType,
    farmerCompanyUuid: c.farmerCompanyUuid,
    farmerLocationUuid: chosenLocation(c.farmerLocationUuid),
    newFarmerLocation: null,
  };
}

/** SPEC 2.11 edit mode: only the fields that are not locked go to PUT /contracts/{uuid}. */
export function updateBodyOf(v: ContractCreateBody): ContractUpdateBody {
  return {
    humidity: v.humidity,
    quantity: v.quantity,
    price: v.price,
    startDate: v.startDate,
    endDate: v.endDate,
    comment: v.comment,
    withoutIndication: v.withoutIndication,
    farmerLocationUuid: v.farmerLocationUuid,
  };
}

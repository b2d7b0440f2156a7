import type { LocationKind, PlaceOfShipmentQuery } from '@kolos/domain/locations';

/** Query keys of locations (acceptance and shipping points). */
export const locationKeys = {
  all: ['locations'] as const,
  lists: () => [...locationKeys.all, 'list'] as const,
  list: (query: PlaceOfShipmentQuery) => [...locationKeys.lists(), query] as const,
  personal: (kind?: LocationKind) => [...locationKeys.lists(), 'personal', kind ?? 'all'] as const,
  byCompany: (companyUuid: string) => [...locationKeys.lists(), 'company', companyUuid] as const,
  details: () => [...locationKeys.all, 'detail'] as const,
  detail: (uuid: string) => [...locationKeys.details(), uuid] as const,
};

/** Query keys of purchase territories. */
export const regionKeys = {
  all: ['regions'] as const,
  lists: () => [...regionKeys.all, 'list'] as const,
  list: (query: object) => [...regionKeys.lists(), query] as const,
  personal: () => [...regionKeys.lists(), 'personal'] as const,
  details: () => [...regionKeys.all, 'detail'] as const,
  detail: (uuid: string) => [...regionKeys.details(), uuid] as const,
};

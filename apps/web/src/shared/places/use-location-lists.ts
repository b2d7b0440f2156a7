import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { locationSchema, type LocationKind } from '@kolos/domain/locations';
import { http } from '../api/http';
import { service } from '../api/service';
import { locationKeys } from './place-keys';

const locations = service('locations');
const parseList = (data: unknown) => z.array(locationSchema).parse(data);

/** GET /user/personal/locations: the live points of the user's company. */
export const personalLocationsQuery = (kind?: LocationKind) =>
  queryOptions({
    queryKey: locationKeys.personal(kind),
    queryFn: async () =>
      parseList(await locations(() => http.get('/user/personal/locations', { query: { kind } }))),
  });

/** GET /locations/company/{id}: a company's points the user may see (a supplier's shipping points). */
export const companyLocationsQuery = (companyUuid: string) =>
  queryOptions({
    queryKey: locationKeys.byCompany(companyUuid),
    queryFn: async () => parseList(await locations(() => http.get(`/locations/company/${companyUuid}`))),
  });

export const usePersonalLocations = (kind?: LocationKind) => useQuery(personalLocationsQuery(kind));
export const useCompanyLocations = (companyUuid: string | null | undefined) =>
  useQuery({ ...companyLocationsQuery(companyUuid ?? ''), enabled: Boolean(companyUuid) });

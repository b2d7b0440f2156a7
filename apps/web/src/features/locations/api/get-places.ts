import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { placeOfShipmentReply, type PlaceOfShipmentQuery } from '@kolos/domain/locations';
import { http } from '../../../shared/api/http';
import { service } from '../../../shared/api/service';
import { locationKeys } from '../../../shared/places';

const locations = service('locations');

/** POST /v2/locations/place-of-shipment: one page of points and the total. */
export const placesQuery = (query: PlaceOfShipmentQuery) =>
  queryOptions({
    queryKey: locationKeys.list(query),
    queryFn: async () =>
      placeOfShipmentReply.parse(await locations(() => http.post('/v2/locations/place-of-shipment', query))),
    placeholderData: keepPreviousData,
  });

export const usePlaces = (query: PlaceOfShipmentQuery) => useQuery(placesQuery(query));

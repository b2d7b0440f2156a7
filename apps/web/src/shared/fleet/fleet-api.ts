import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  fleetCarsReply,
  fleetDriversReply,
  type FleetCarBody,
  type FleetCarWire,
  type FleetDriverBody,
  type FleetDriverWire,
} from '@kolos/domain/fleet';
import { http } from '../api/http';
import { service } from '../api/service';
import { SLOTS_ROOT } from '../live';

/*
 * Issue 29 point 16: the company's saved trucks and drivers (GET|POST /fleet/cars,
 * PUT|DELETE /fleet/cars/{uuid}, the same for drivers). Under the queue's root: naming a truck for
 * a slot saves it, so the slots' writes and live events refresh the fleet too.
 */

const cars = service('cars');
const QUIET = { notify: false } as const;

export const fleetKeys = {
  all: [...SLOTS_ROOT, 'fleet'] as const,
  cars: () => [...fleetKeys.all, 'cars'] as const,
  drivers: () => [...fleetKeys.all, 'drivers'] as const,
};

// the screens say a failed read where the list would be (the slot dialog simply offers nothing)
export const useFleetCars = () =>
  useQuery({
    queryKey: fleetKeys.cars(),
    queryFn: async ({ signal }) =>
      fleetCarsReply.parse(await cars(() => http.get('/fleet/cars', { signal, ...QUIET }))).items,
    retry: false,
  });

export const useFleetDrivers = () =>
  useQuery({
    queryKey: fleetKeys.drivers(),
    queryFn: async ({ signal }) =>
      fleetDriversReply.parse(await cars(() => http.get('/fleet/drivers', { signal, ...QUIET }))).items,
    retry: false,
  });

function useFleetWrite<I, O>(call: (input: I) => Promise<O>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => cars(() => call(input)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: fleetKeys.all }),
  });
}

/** POST a new truck, or PUT the one with `uuid`. */
export const useSaveCar = () =>
  useFleetWrite(({ uuid, ...body }: FleetCarBody & { uuid?: string | undefined }) =>
    uuid
      ? http.put<FleetCarWire>(`/fleet/cars/${encodeURIComponent(uuid)}`, body, QUIET)
      : http.post<FleetCarWire>('/fleet/cars', body, QUIET),
  );

export const useDeleteCar = () =>
  useFleetWrite((uuid: string) => http.delete(`/fleet/cars/${encodeURIComponent(uuid)}`, QUIET));

/** POST a new driver, or PUT the one with `uuid`. */
export const useSaveDriver = () =>
  useFleetWrite(({ uuid, ...body }: FleetDriverBody & { uuid?: string | undefined }) =>
    uuid
      ? http.put<FleetDriverWire>(`/fleet/drivers/${encodeURIComponent(uuid)}`, body, QUIET)
      : http.post<FleetDriverWire>('/fleet/drivers', body, QUIET),
  );

export const useDeleteDriver = () =>
  useFleetWrite((uuid: string) => http.delete(`/fleet/drivers/${encodeURIComponent(uuid)}`, QUIET));

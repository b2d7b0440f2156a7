import type { Position } from '../locations/rules';

const EARTH_RADIUS_KM = 6371.0088;

/**
 * How much longer a road trip is than the straight line between its ends. Measured circuity of
 * road networks is 1.2–1.4; 1.3 fits the rural roads grain travels on and errs towards a price
 * a carrier will accept (docs/tariffs.md).
 */
export const ROAD_FACTOR = 1.3;

/** Great-circle distance (haversine) in km. */
export function greatCircleKm(a: Position, b: Position): number {
  const rad = Math.PI / 180;
  const dLat = (b.latitude - a.latitude) * rad;
  const dLon = (b.longitude - a.longitude) * rad;
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(a.latitude * rad) * Math.cos(b.latitude * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The road distance estimate used when no routing server is configured. */
export const estimatedRoadKm = (a: Position, b: Position): number => greatCircleKm(a, b) * ROAD_FACTOR;

/** Distances are quoted and priced in whole kilometres. */
export const roundKm = (km: number): number => Math.round(km);

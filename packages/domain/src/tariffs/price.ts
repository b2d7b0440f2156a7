import type { TariffBand, TariffType } from './schemas';

/** SPEC 3 Delivery price result: price in kopecks, distance in km, tariff type. */
export interface DeliveryPrice {
  price: number;
  distance: number;
  tariffType: TariffType;
}

/** REGIONAL for a haul inside one subject of the federation, E2E across subjects. */
export const tariffTypeFor = (fromFedRegion: string, toFedRegion: string): TariffType =>
  fromFedRegion === toFedRegion ? 'REGIONAL' : 'E2E';

/** The band a distance falls in: from ≤ km < to, the last band open-ended or closed at its end. */
export function bandFor(bands: readonly TariffBand[], km: number): TariffBand | null {
  const last = bands.at(-1);
  for (const band of bands) {
    const inside =
      km >= band.fromKm && (band.toKm === null || km < band.toKm || (band === last && km === band.toKm));
    if (inside) return band;
  }
  return null;
}

/**
 * Kopecks per tonne for a haul of `km`: the band's base price plus its per-km rate for every
 * kilometre past the band's start.
 */
export function pricePerTonne(bands: readonly TariffBand[], km: number): number | null {
  const band = bandFor(bands, km);
  if (!band) return null;
  return band.pricePerTon + band.pricePerTonKm * (km - band.fromKm);
}

/** The delivery price of `tons` tonnes in whole kopecks, or null when the tariff has no band for the distance. */
export function deliveryPriceKopecks(bands: readonly TariffBand[], km: number, tons: number): number | null {
  const perTonne = pricePerTonne(bands, km);
  return perTonne === null ? null : Math.round(perTonne * tons);
}

/** Kopecks → roubles as SPEC 3 says to show them (divided by 100). */
export const kopecksToRoubles = (kopecks: number): number => kopecks / 100;

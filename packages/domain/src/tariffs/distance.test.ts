import { describe, expect, it } from 'vitest';
import { estimatedRoadKm, greatCircleKm, ROAD_FACTOR, roundKm } from './distance';

const moscow = { latitude: 55.7558, longitude: 37.6173 };
const krasnodar = { latitude: 45.0355, longitude: 38.9753 };
const tikhoretsk = { latitude: 45.8546, longitude: 40.1255 };

describe('distance without a routing server', () => {
  it('great-circle distance matches known city pairs', () => {
    // Moscow–Krasnodar is about 1 195 km as the crow flies.
    expect(greatCircleKm(moscow, krasnodar)).toBeGreaterThan(1185);
    expect(greatCircleKm(moscow, krasnodar)).toBeLessThan(1205);
    // Krasnodar–Tikhoretsk is about 128 km.
    expect(Math.round(greatCircleKm(krasnodar, tikhoretsk))).toBeGreaterThanOrEqual(125);
    expect(Math.round(greatCircleKm(krasnodar, tikhoretsk))).toBeLessThanOrEqual(131);
  });

  it('is symmetric and zero for one place', () => {
    expect(greatCircleKm(krasnodar, tikhoretsk)).toBeCloseTo(greatCircleKm(tikhoretsk, krasnodar), 9);
    expect(greatCircleKm(moscow, moscow)).toBe(0);
  });

  it('the road estimate is the great circle times the documented road factor', () => {
    expect(ROAD_FACTOR).toBe(1.3);
    expect(estimatedRoadKm(krasnodar, tikhoretsk)).toBeCloseTo(greatCircleKm(krasnodar, tikhoretsk) * 1.3, 9);
  });

  it('quotes whole kilometres', () => {
    expect(roundKm(127.49)).toBe(127);
    expect(roundKm(127.5)).toBe(128);
  });
});

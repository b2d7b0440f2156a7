import {
  CAR_TYPES,
  LOCATION_TYPES,
  WORKING_DAYS,
  type CarType,
  type Location,
  type LocationDraft,
  type LocationType,
  type WorkingDay,
} from '@kolos/domain/locations';

const oneOf = <T extends string>(list: readonly T[], value: string | null | undefined): T | null =>
  list.includes(value as T) ? (value as T) : null;

/**
 * A new point: SPEC 3 and 9 defaults (ELEVATOR, DOWNLOAD, one post), the rest empty. The map
 * opens at SPEC 9's default position, but the point has no coordinates until the user sets them.
 */
export function emptyDraft(type: LocationType = 'ELEVATOR'): LocationDraft {
  return {
    type,
    loadType: 'DOWNLOAD',
    name: '',
    address: '',
    position: { latitude: null, longitude: null },
    quantity: null,
    warehouseHeight: null,
    scalesLength: null,
    maxCarLength: null,
    carType: null,
    postsQuantity: 1,
    schedule: { openAt: '', closeAt: '', workingDays: [] },
    scales: null,
  };
}

/** A saved point as the form edits it; queue settings of the schedule ride along untouched. */
export function draftOf(l: Location): LocationDraft {
  return {
    type: oneOf(LOCATION_TYPES, l.type) ?? 'ELEVATOR',
    loadType: l.loadType === 'UPLOAD' ? 'UPLOAD' : 'DOWNLOAD',
    name: l.name,
    address: l.address,
    position: { ...l.position },
    quantity: l.quantity,
    warehouseHeight: l.warehouseHeight,
    scalesLength: l.scalesLength,
    maxCarLength: l.maxCarLength,
    carType: oneOf<CarType>(CAR_TYPES, l.carType),
    postsQuantity: l.postsQuantity,
    schedule: {
      ...l.schedule,
      openAt: l.schedule.openAt ?? '',
      closeAt: l.schedule.closeAt ?? '',
      workingDays: l.schedule.workingDays.filter((d): d is WorkingDay =>
        WORKING_DAYS.includes(d as WorkingDay),
      ),
    },
    scales: l.scales
      ? {
          uuid: l.scales.uuid,
          address: l.scales.address,
          position: { ...l.scales.position },
          schedule: { ...l.scales.schedule },
          length: l.scales.length,
          warehouseHeight: l.scales.warehouseHeight,
          isActive: l.scales.isActive,
        }
      : null,
  };
}

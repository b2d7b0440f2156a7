/** Query keys of the reference data: stable lists loaded once per session. */
export const referenceKeys = {
  all: ['reference'] as const,
  fedRegions: () => [...referenceKeys.all, 'fed-regions'] as const,
  areas: (fedRegionUuid: string) => [...referenceKeys.all, 'areas', fedRegionUuid] as const,
  cultures: () => [...referenceKeys.all, 'cultures'] as const,
};

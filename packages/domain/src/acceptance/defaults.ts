import type { QualityFactor, QualityNorms } from './quality';

/*
 * The default norms of the crops the issue names, from the ГОСТ basis (базисные) and restrictive
 * (ограничительные) norms of procurement; each value's source is in docs/settlement.md. A purchaser
 * replaces them with his own through PUT /quality-norms. No default adjustments: what a point of
 * nature or protein is worth is the purchaser's price policy, not a standard.
 */

const mass = (
  moisture: [number, number],
  foreign: [number, number],
  grain: [number, number],
): QualityFactor[] => [
  { code: 'MOISTURE', basis: moisture[0], limit: moisture[1], bonus: false },
  { code: 'FOREIGN', basis: foreign[0], limit: foreign[1], bonus: false },
  { code: 'GRAIN', basis: grain[0], limit: grain[1], bonus: false },
];

/** ГОСТ 9353-2016: basis 14 / 1 / 2 %, restrictive 19 / 5 / 15 %. */
const WHEAT = mass([14, 19], [1, 5], [2, 15]);

/**
 * ГОСТ 9353-2016, the soft wheat classes: nature (г/л), protein and gluten (%) not below — the
 * class's minimum is its basis; no restrictive norm (a lower value is priced, not refused).
 */
const WHEAT_CLASS: Record<string, { NATURE?: number; PROTEIN?: number; GLUTEN?: number }> = {
  'wheat-1': { NATURE: 750, PROTEIN: 14.5, GLUTEN: 32 },
  'wheat-2': { NATURE: 750, PROTEIN: 13.5, GLUTEN: 28 },
  'wheat-3': { NATURE: 730, PROTEIN: 12, GLUTEN: 23 },
  'wheat-4': { NATURE: 710, PROTEIN: 10, GLUTEN: 18 },
};

/** ГОСТ 28672-2019: basis 14,5 / 2 / 2 %, restrictive 19 / 8 / 15 %. */
const BARLEY = mass([14.5, 19], [2, 8], [2, 15]);
/** ГОСТ 13634-90: basis 14 / 1 / 2 %, restrictive 30 / 5 / 15 % (corn is taken wet off the field). */
const CORN = mass([14, 30], [1, 5], [2, 15]);
/** ГОСТ 22391-2015: basis 7 / 1 / 3 % (GRAIN is the oil-seed admixture), restrictive 17 / 10 / 7 %. */
const SUNFLOWER = mass([7, 17], [1, 10], [3, 7]);

/** The default norms of a crop by its alias (reference.cultures), or null: no ГОСТ default here. */
export function defaultNormsOf(alias: string): QualityNorms | null {
  if (alias.startsWith('wheat')) {
    const cls = WHEAT_CLASS[alias] ?? {};
    const price: QualityFactor[] = (['NATURE', 'PROTEIN', 'GLUTEN'] as const).flatMap((code) =>
      cls[code] === undefined ? [] : [{ code, basis: cls[code], limit: null, bonus: false }],
    );
    return { factors: [...WHEAT, ...price], adjustments: [] };
  }
  if (alias.startsWith('barley')) return { factors: BARLEY, adjustments: [] };
  if (alias === 'corn') return { factors: CORN, adjustments: [] };
  if (alias === 'sunflower') return { factors: SUNFLOWER, adjustments: [] };
  return null;
}

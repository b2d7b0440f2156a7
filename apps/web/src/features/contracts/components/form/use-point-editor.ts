import { useCallback, useRef, useState } from 'react';
import type { LocationInput } from '@kolos/domain/locations';
import type { PointDraftHandle } from '../../../../shared/shipping-point';

export type PointEditorMode = 'closed' | 'new' | 'edit';

/**
 * The embedded shipping-point editor of the FCA contract form: whether it is open, whether the
 * point in it is validly filled, and the new point's checked values for the contract's own save
 * (SPEC 5: a validly filled new point stands in for a chosen shipping address). The deal and the
 * point go in one request, `newFarmerLocation`, which the API saves in one transaction: a point
 * is kept only if the deal it was made for is.
 */
export function usePointEditor() {
  const [mode, setMode] = useState<PointEditorMode>('closed');
  const [valid, setValid] = useState(false);
  const draft = useRef<PointDraftHandle | null>(null);

  /** The new point's values, checked by its own form (which then shows its errors), or null. */
  const newPoint = useCallback(
    async (): Promise<LocationInput | null> => (draft.current ? draft.current.checkedValues() : null),
    [],
  );

  return { mode, setMode, valid, setValid, draft, newPoint };
}

export type PointEditor = ReturnType<typeof usePointEditor>;

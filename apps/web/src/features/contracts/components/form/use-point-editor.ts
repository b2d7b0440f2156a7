import { useCallback, useRef, useState } from 'react';

export type PointEditorMode = 'closed' | 'new' | 'edit';

/**
 * The embedded shipping-point editor of the FCA contract form: whether it is open, whether the
 * point in it is validly filled, and a way for the contract's own save to save the point first
 * (SPEC 5: a validly filled new point stands in for a chosen shipping address).
 */
export function usePointEditor() {
  const [mode, setMode] = useState<PointEditorMode>('closed');
  const [valid, setValid] = useState(false);
  const container = useRef<HTMLDivElement | null>(null);
  /** Called once the point is saved, when the contract's save asked for it. */
  const afterSave = useRef<((uuid: string) => void) | null>(null);

  const saveThen = useCallback((next: (uuid: string) => void) => {
    afterSave.current = next;
    // the editor is a form of its own; submitting it runs its own checks and save
    container.current?.querySelector('form')?.requestSubmit();
  }, []);

  const saved = useCallback((uuid: string) => {
    setMode('closed');
    const next = afterSave.current;
    afterSave.current = null;
    next?.(uuid);
  }, []);

  /** A callback ref for the box that holds the editor. */
  const holder = useCallback((el: HTMLDivElement | null) => {
    container.current = el;
  }, []);

  return { mode, setMode, valid, setValid, holder, saveThen, saved };
}

export type PointEditor = ReturnType<typeof usePointEditor>;

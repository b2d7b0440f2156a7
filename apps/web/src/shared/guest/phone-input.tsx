import { useLayoutEffect, useRef, useState, type ChangeEvent } from 'react';
import { applyPhoneEdit, displayOf, phoneValueOf } from './phone-mask';
import { TextField, type TextFieldProps } from './text-field';

export type PhoneInputProps = Omit<TextFieldProps, 'value' | 'onChange' | 'inputRef'> & {
  /** '+7' and digits (e.g. '+79001234567'), '' when empty. */
  value: string;
  onChange: (value: string) => void;
  inputRef?: (el: HTMLInputElement | null) => void;
};

/**
 * The phone field of the login screens: the mask '+7 900 123-45-67' (phone-mask.ts) on an
 * outlined field; its value is the plus sign and digits.
 */
export function PhoneInput({ value, onChange, inputRef, ...props }: PhoneInputProps) {
  const [state, setState] = useState(() => ({ display: displayOf(value), caret: -1 }));
  const input = useRef<HTMLInputElement | null>(null);
  // A value set from outside (a reset) replaces what is shown.
  if (phoneValueOf(state.display) !== value) setState({ display: displayOf(value), caret: -1 });

  useLayoutEffect(() => {
    const el = input.current;
    if (el && state.caret >= 0 && document.activeElement === el)
      el.setSelectionRange(state.caret, state.caret);
  }, [state]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const el = event.target;
    const next = applyPhoneEdit({
      before: state.display,
      after: el.value,
      caret: el.selectionEnd ?? el.value.length,
      inputType: (event.nativeEvent as InputEvent).inputType,
    });
    // A new object each time: the caret is put back even when the text did not change.
    setState({ display: next.display, caret: next.caret });
    if (next.value !== value) onChange(next.value);
  };

  const setRef = (el: HTMLInputElement | null) => {
    input.current = el;
    inputRef?.(el);
  };

  return (
    <TextField
      {...props}
      value={state.display}
      onChange={handleChange}
      inputRef={setRef}
      inputMode="tel"
      autoComplete="tel"
      placeholder="+7 900 000-00-00"
      shrinkLabel
    />
  );
}

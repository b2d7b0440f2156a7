import { useId, useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange'> & {
  label: string;
  error?: boolean;
  helperText?: ReactNode;
  /** Keep the label above the field even when it is empty (the phone mask shows its placeholder). */
  shrinkLabel?: boolean;
  endAdornment?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: InputHTMLAttributes<HTMLInputElement>['onChange'];
};

/**
 * MUI's outlined TextField in plain CSS: a floating label bound to the input, the notched outline,
 * the helper text as the input's description, aria-invalid on error.
 */
export function TextField({
  id: idProp,
  label,
  error,
  helperText,
  shrinkLabel,
  endAdornment,
  inputRef,
  value,
  onFocus,
  onBlur,
  ...input
}: TextFieldProps) {
  const id = useId();
  // Focused is the input's focus (MUI's rule): the adornment's button taking the focus is not.
  const [focused, setFocused] = useState(false);
  const inputId = idProp ?? id;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  const shrink = shrinkLabel || (value !== undefined && value !== '');
  return (
    <div
      className="kg-field"
      data-error={error || undefined}
      data-shrink={shrink || undefined}
      data-focused={focused || undefined}
    >
      <label className="kg-label" htmlFor={inputId} id={`${inputId}-label`}>
        {label}
      </label>
      <div className="kg-box" data-end={endAdornment ? true : undefined}>
        <input
          {...input}
          ref={inputRef}
          id={inputId}
          value={value}
          onFocus={(e) => {
            setFocused(true);
            onFocus?.(e);
          }}
          onBlur={(e) => {
            setFocused(false);
            onBlur?.(e);
          }}
          className="kg-input"
          aria-invalid={error || undefined}
          aria-describedby={helperId}
        />
        {endAdornment && <div className="kg-adornment">{endAdornment}</div>}
        <fieldset aria-hidden="true" className="kg-outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {helperText && (
        <p className="kg-helper" id={helperId}>
          {helperText}
        </p>
      )}
    </div>
  );
}

import { forwardRef } from 'react';
import { IMaskInput } from 'react-imask';
import { normalizePhone, PHONE_MASK } from '@kolos/domain';
import { OutlinedField, type OutlinedFieldProps } from './outlined-field';

/** '+7' belongs to the value: the field's value is '+7' and the digits typed so far. */
const MASK = PHONE_MASK.replace('+7', '{+7}');

interface MaskedInputProps {
  name?: string;
  onChange: (event: { target: { name?: string; value: string } }) => void;
}

/** A whole number pasted or auto-filled ('8 900 …', '+7 (900) …') keeps its ten national digits. */
function prepare(chars: string, masked: { value: string }): string {
  if (masked.value === '' && chars.replace(/\D/g, '').length >= 10) {
    const phone = normalizePhone(chars);
    if (phone) return phone.slice(2);
  }
  return chars;
}

/** A leading '8' typed by habit stands for the country code, which the mask already shows. */
function prepareChar(char: string, masked: { value: string }): string {
  return masked.value === '' && char === '8' ? '' : char;
}

const MaskedInput = forwardRef<HTMLInputElement, MaskedInputProps>(function MaskedInput(props, ref) {
  const { onChange, ...other } = props;
  return (
    <IMaskInput
      {...other}
      mask={MASK}
      prepare={prepare}
      prepareChar={prepareChar}
      unmask
      inputRef={ref}
      onAccept={(value: string) => onChange({ target: { name: props.name, value } })}
    />
  );
});

export type PhoneFieldProps = Omit<OutlinedFieldProps, 'value' | 'onChange'> & {
  /** '+7' and digits (e.g. '+79001234567'), '' when empty. */
  value: string;
  onChange: (value: string) => void;
};

/** Phone input with the SPEC 9 mask '+7 ### ###-##-##'; its value is sent as plus sign and digits. */
export function PhoneField({ value, onChange, inputProps, ...props }: PhoneFieldProps) {
  return (
    <OutlinedField
      {...props}
      value={value}
      onChange={(e) => onChange(e.target.value)}
      placeholder="+7 900 000-00-00"
      shrinkLabel
      inputComponent={MaskedInput as never}
      inputProps={{ inputMode: 'tel', autoComplete: 'tel', ...inputProps }}
    />
  );
}

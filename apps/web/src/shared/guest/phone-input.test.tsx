import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PhoneInput } from './phone-input';

afterEach(cleanup);

let value = '';
const remember = (phone: string) => {
  value = phone;
};

function Form() {
  const [phone, setPhone] = useState('');
  return (
    <PhoneInput
      label="Номер телефона"
      value={phone}
      onChange={(v) => {
        remember(v);
        setPhone(v);
      }}
      error
      helperText="Заполните поле"
    />
  );
}

const field = () => screen.getByLabelText('Номер телефона') as HTMLInputElement;

describe('PhoneInput (the login screens’ phone field)', () => {
  it('binds the label, marks the error and describes it', () => {
    render(<Form />);
    expect(field().getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Заполните поле').id).toBe(field().getAttribute('aria-describedby'));
    expect(field().placeholder).toBe('+7 900 000-00-00');
  });

  it('masks typed digits and gives plus sign and digits as its value', async () => {
    render(<Form />);
    await userEvent.type(field(), '89001234567');
    expect(field().value).toBe('+7 900 123-45-67');
    expect(value).toBe('+79001234567');
  });

  it('normalises a pasted number and keeps the caret after the digit on Backspace', async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(field());
    await user.paste('+7 (900) 123-45-67');
    expect(field().value).toBe('+7 900 123-45-67');
    field().setSelectionRange(6, 6);
    await user.keyboard('{Backspace}');
    expect(field().value).toBe('+7 901 234-56-7');
    expect(field().selectionStart).toBe(5);
    expect(value).toBe('+7901234567');
  });
});

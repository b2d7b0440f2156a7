import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { CoordinateField } from './coordinate-field';

afterEach(cleanup);

function Harness({ start }: { start: number | null }) {
  const [value, setValue] = useState<number | null>(start);
  return (
    <>
      <CoordinateField label="Широта" value={value} onChange={setValue} />
      <output aria-label="значение">{String(value)}</output>
      <button onClick={() => setValue(45.123456)}>с карты</button>
    </>
  );
}

const input = () => screen.getByLabelText('Широта') as HTMLInputElement;
const value = () => screen.getByLabelText('значение').textContent;

describe('CoordinateField (SPEC 9: 4 decimals, typed by hand too)', () => {
  it('shows 4 decimals', () => {
    render(<Harness start={55.76} />);
    expect(input().value).toBe('55.7600');
  });

  it('takes a comma as the decimal sign and shows 4 decimals once left', async () => {
    const user = userEvent.setup();
    render(<Harness start={55.76} />);
    await user.clear(input());
    expect(value()).toBe('null');
    await user.type(input(), '45,82');
    expect(value()).toBe('45.82');
    expect(input().value).toBe('45,82');
    await user.tab();
    expect(input().value).toBe('45.8200');
  });

  it('gives null for what is not a number, so the form says the field is required', async () => {
    const user = userEvent.setup();
    render(<Harness start={55.76} />);
    await user.clear(input());
    await user.type(input(), 'север');
    expect(value()).toBe('null');
  });

  it('follows a value set from the map', async () => {
    const user = userEvent.setup();
    render(<Harness start={55.76} />);
    await user.click(screen.getByRole('button', { name: 'с карты' }));
    expect(input().value).toBe('45.1235');
  });
});

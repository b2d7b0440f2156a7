import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { DatesProvider } from '../time/dates-provider';
import { DateInput } from './date-input';

afterEach(cleanup);

let reports: (string | null)[] = [];

/**
 * A caller that keeps the day as the filters do: what the field reports comes back as its value;
 * the buttons change it from outside, as 'Сбросить' or a loaded form do.
 */
function Harness({ format }: { format?: string }) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <DatesProvider>
      <button onClick={() => setValue(null)}>сбросить</button>
      <button onClick={() => setValue('01.02.2027')}>задать</button>
      <DateInput
        label="Начало поставки"
        value={value}
        format={format}
        onChange={(v) => {
          reports.push(v);
          setValue(v);
        }}
      />
    </DatesProvider>
  );
}

const field = () => screen.getByRole('group', { name: 'Начало поставки' });
const shown = () => (field().parentElement!.querySelector('input') as HTMLInputElement).value;

/** Clicks a section of the field (0 day, 1 month, 2 year) and types. */
async function typeInto(text: string, section = 0) {
  const user = userEvent.setup();
  await user.click(screen.getAllByRole('spinbutton')[section]!);
  await user.keyboard(text);
}

describe('DateInput, the product’s one date field (issue 13 point 1)', () => {
  it('a typed day applies once, whole, and stays as typed', async () => {
    reports = [];
    render(<Harness />);
    await typeInto('15032027');
    expect(reports).toEqual(['15.03.2027']);
    expect(shown()).toBe('15.03.2027');
  });

  it('typing into an empty field starts at the day wherever the click lands', async () => {
    reports = [];
    render(<Harness />);
    await typeInto('15032027', 2);
    expect(reports).toEqual(['15.03.2027']);
    expect(shown()).toBe('15.03.2027');
  });

  it('a pasted day gives the same as the typed one', async () => {
    reports = [];
    render(<Harness />);
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('spinbutton')[1]!);
    await user.paste('15.03.2027');
    expect(reports).toEqual(['15.03.2027']);
    expect(shown()).toBe('15.03.2027');
  });

  it('an incomplete day applies nothing', async () => {
    reports = [];
    render(<Harness />);
    await typeInto('150320');
    expect(reports).toEqual([]);
    await typeInto('1503');
    expect(reports).toEqual([]);
  });

  it('typing into a filled field starts at the day wherever the entering click lands (issue 29 point 9)', async () => {
    reports = [];
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'задать' }));
    await typeInto('15032027', 1);
    expect(reports.at(-1)).toBe('15.03.2027');
    expect(shown()).toBe('15.03.2027');
  });

  it('once inside the field, a click goes to the part it is aimed at', async () => {
    reports = [];
    render(<Harness />);
    await userEvent.click(screen.getByRole('button', { name: 'задать' }));
    const user = userEvent.setup();
    await user.click(screen.getAllByRole('spinbutton')[0]!);
    await user.click(screen.getAllByRole('spinbutton')[2]!);
    await user.keyboard('2030');
    expect(reports.at(-1)).toBe('01.02.2030');
  });

  it('keeps days in the caller’s format (a URL’s YYYY-MM-DD)', async () => {
    reports = [];
    render(<Harness format="YYYY-MM-DD" />);
    await typeInto('01082026');
    expect(reports).toEqual(['2026-08-01']);
    expect(shown()).toBe('01.08.2026');
  });

  it('a reset from outside clears what was typed', async () => {
    reports = [];
    render(<Harness />);
    await typeInto('15032027');
    await userEvent.click(screen.getByRole('button', { name: 'сбросить' }));
    expect(shown()).toBe('');
    await userEvent.click(screen.getByRole('button', { name: 'задать' }));
    expect(shown()).toBe('01.02.2027');
  });
});

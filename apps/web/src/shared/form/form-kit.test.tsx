import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { NumberField } from './number-field';
import { SelectField } from './select-field';
import { TextField } from './text-field';

afterEach(cleanup);

const schema = z.object({
  name: z.string().min(1, { error: 'Заполните поле' }),
  volume: z.number({ error: 'Заполните поле' }).min(1, { error: 'Не меньше 1' }),
  crop: z.string().min(1, { error: 'Заполните поле' }),
});
type Input = { name: string; volume: number | null; crop: string };
type Output = z.output<typeof schema>;

let sent: Output[] = [];

function Form() {
  const { control, handleSubmit } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema) as never,
    defaultValues: { name: '', volume: null, crop: '' },
  });
  return (
    // noValidate as in the app: the messages are the schema's, not the browser's
    <form noValidate onSubmit={handleSubmit((v) => void sent.push(v))}>
      <TextField control={control} name="name" label="Название" helperText="Как в договоре" />
      <NumberField control={control} name="volume" label="Объём" unit="т" />
      <SelectField
        control={control}
        name="crop"
        label="Культура"
        options={[
          { value: 'w', label: 'Пшеница' },
          { value: 'b', label: 'Ячмень' },
        ]}
      />
      <button type="submit">Сохранить</button>
    </form>
  );
}

describe('form kit: fields bound to react-hook-form (ADR 0065)', () => {
  it('says each field’s message under it and hides the helper text meanwhile', async () => {
    sent = [];
    render(<Form />);
    expect(screen.getByText('Как в договоре')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getAllByText('Заполните поле')).toHaveLength(3));
    expect(screen.queryByText('Как в договоре')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('reads a comma as the decimal separator and sends numbers, ids and texts', async () => {
    sent = [];
    render(<Form />);
    await userEvent.type(screen.getByLabelText('Название'), 'Ток');
    await userEvent.type(screen.getByLabelText('Объём'), '12,5');
    expect((screen.getByLabelText('Объём') as HTMLInputElement).value).toBe('12,5');
    await userEvent.click(screen.getByLabelText(/Культура/));
    await userEvent.click(await screen.findByRole('option', { name: 'Ячмень' }));
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(sent).toEqual([{ name: 'Ток', volume: 12.5, crop: 'b' }]));
  });

  it('invalid input is no number: the field keeps the text, the form says it is missing', async () => {
    sent = [];
    render(<Form />);
    await userEvent.type(screen.getByLabelText('Объём'), '12,5,1');
    await userEvent.click(screen.getByRole('button', { name: 'Сохранить' }));
    await waitFor(() => expect(screen.getAllByText('Заполните поле').length).toBeGreaterThan(0));
    expect((screen.getByLabelText('Объём') as HTMLInputElement).value).toBe('12,5,1');
    expect(sent).toEqual([]);
  });
});

import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { afterEach, describe, expect, it } from 'vitest';
import {
  locationInputSchema,
  LOCATION_MSG,
  type LocationDraft,
  type LocationInput,
} from '@kolos/domain/locations';
import { emptyDraft } from './draft';
import { HoursFields } from './hours-fields';

afterEach(cleanup);

/** The hours as the shipping point form holds them: the shared schema, checked once touched. */
function Harness() {
  const form = useForm<LocationDraft, unknown, LocationInput>({
    resolver: zodResolver(locationInputSchema),
    defaultValues: emptyDraft(),
    mode: 'onTouched',
  });
  return (
    <form onSubmit={form.handleSubmit(() => undefined)}>
      <HoursFields
        control={form.control}
        trigger={form.trigger}
        prefix="schedule"
        errors={form.formState.errors.schedule}
      />
      <button type="submit">Сохранить</button>
    </form>
  );
}

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('opening and closing times (SPEC 5, issue 13 point 6)', () => {
  it('correcting either time clears the order message under both', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(field('Начало работы'), '1800');
    await user.type(field('Окончание работы'), '0800');
    await user.click(screen.getByRole('button', { name: 'Сохранить' }));
    expect(await screen.findByText(LOCATION_MSG.openAfterClose)).toBeTruthy();
    expect(screen.getByText(LOCATION_MSG.closeBeforeOpen)).toBeTruthy();

    await user.clear(field('Окончание работы'));
    await user.type(field('Окончание работы'), '2000');
    expect(screen.queryByText(LOCATION_MSG.openAfterClose)).toBeNull();
    expect(screen.queryByText(LOCATION_MSG.closeBeforeOpen)).toBeNull();

    await user.clear(field('Начало работы'));
    await user.type(field('Начало работы'), '2100');
    expect(await screen.findByText(LOCATION_MSG.openAfterClose)).toBeTruthy();
    await user.clear(field('Начало работы'));
    await user.type(field('Начало работы'), '0700');
    expect(screen.queryByText(LOCATION_MSG.openAfterClose)).toBeNull();
    expect(screen.queryByText(LOCATION_MSG.closeBeforeOpen)).toBeNull();
  });
});

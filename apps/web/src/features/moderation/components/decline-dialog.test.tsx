import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DeclineDialog } from './decline-dialog';

afterEach(cleanup);

describe('DeclineDialog', () => {
  it('refuses an empty or blank reason with the domain message and sends nothing', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    render(
      <DeclineDialog
        open
        companyName="ООО «Степь»"
        pending={false}
        onDecline={onDecline}
        onClose={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(screen.getByText('Укажите причину отклонения')).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /Причина отклонения/ }), '   ');
    await user.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(screen.getByText('Укажите причину отклонения')).toBeTruthy();
    expect(onDecline).not.toHaveBeenCalled();
  });

  it('sends the trimmed reason', async () => {
    const user = userEvent.setup();
    const onDecline = vi.fn();
    render(
      <DeclineDialog
        open
        companyName="ООО «Степь»"
        pending={false}
        onDecline={onDecline}
        onClose={vi.fn()}
      />,
    );
    await user.type(screen.getByRole('textbox', { name: /Причина отклонения/ }), '  Нет устава ');
    await user.click(screen.getByRole('button', { name: 'Отклонить' }));
    expect(onDecline).toHaveBeenCalledWith('Нет устава');
    expect(screen.queryByText('Укажите причину отклонения')).toBeNull();
  });
});

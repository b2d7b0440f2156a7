import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setNotifySink } from '../../../shared/notify/notifier';
import { DAY, fakeApi, renderAt, slot, type Sent } from '../test/fixtures';
import { SlotCard } from './slot-card';

const TRUCK = slot(21, {
  status: 'SLOT_CAR_ASSIGNED',
  car: { number: 'А123ВС 161', trailerNumber: '', plannedVolume: 25 },
  docsMissing: ['WAYBILL', 'SDIZ'],
});
const GATE =
  'Машину нельзя принять без одобренных документов рейса. Не хватает: Транспортная накладная (ТТН), СДИЗ (ФГИС «Зерно»)';

let toasts: string[];
let sent: Sent[];
beforeEach(() => {
  toasts = [];
  setNotifySink((message) => toasts.push(message));
  sent = fakeApi((req) => {
    if (req.path === `/slots/${TRUCK.uuid}`) return { body: { slot: TRUCK, history: [] } };
    if (req.path === '/slots' && req.method === 'PUT') {
      const body = req.body as { docsOverrideReason?: string };
      if (!body.docsOverrideReason) {
        return {
          status: 409,
          body: {
            message: GATE,
            detail: { docsStatus: 'SLOT_DOCS_MISSING', docsMissing: ['WAYBILL', 'SDIZ'] },
          },
        };
      }
      return { body: { ...TRUCK, status: 'SLOT_ARRIVED' } };
    }
    return undefined;
  });
});
afterEach(() => {
  cleanup();
  setNotifySink();
  vi.unstubAllGlobals();
});

const card = (mayOverride: boolean) =>
  renderAt(
    '/admin/slots',
    <SlotCard
      uuid={TRUCK.uuid}
      mayAct
      mayOverride={mayOverride}
      day={DAY}
      format={(iso) => iso ?? ''}
      onClose={() => {}}
    />,
  );
const puts = () => sent.filter((r) => r.method === 'PUT').map((r) => r.body);

describe('the gate without approved trip documents (issue 20)', { timeout: 30_000 }, () => {
  it('«Принять без документов»: the reason is required and the mark is sent again with it', async () => {
    const user = userEvent.setup();
    card(true);
    await user.click(await screen.findByRole('button', { name: 'Прибыла' }));
    const dialog = await screen.findByRole('dialog', { name: 'Принять без документов' });
    expect(within(dialog).getByText(GATE)).toBeTruthy();

    await user.click(within(dialog).getByRole('button', { name: 'Принять без документов' }));
    expect(await within(dialog).findByText('Укажите причину')).toBeTruthy();
    expect(puts()).toHaveLength(1);

    await user.type(within(dialog).getByRole('textbox', { name: /Причина/ }), '  Бумаги проверены на месте ');
    await user.click(within(dialog).getByRole('button', { name: 'Принять без документов' }));
    await waitFor(() => expect(toasts).toEqual(['Информация по слоту успешно изменена']));
    expect(puts()).toEqual([
      { uuid: TRUCK.uuid, status: 'SLOT_ARRIVED' },
      { uuid: TRUCK.uuid, status: 'SLOT_ARRIVED', docsOverrideReason: 'Бумаги проверены на месте' },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Принять без документов' })).toBeNull());
  });

  it('without «Настройки очереди» only the refusal is shown', async () => {
    const user = userEvent.setup();
    card(false);
    await user.click(await screen.findByRole('button', { name: 'Прибыла' }));
    await waitFor(() => expect(toasts).toEqual([GATE]));
    expect(screen.queryByRole('dialog', { name: 'Принять без документов' })).toBeNull();
    expect(puts()).toHaveLength(1);
  });
});

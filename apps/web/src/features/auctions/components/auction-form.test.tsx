import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FormProvider, useForm } from 'react-hook-form';
import { TRADING_MSG } from '@kolos/domain/trading';
import { DatesProvider } from '../../../shared/time/dates-provider';
import type { AuctionFormValues } from '../lib/form-values';
import { DeliveryTypesField } from './form/delivery-types-field';
import { AuctionForm } from './auction-form';

const name = (value: string) => ({ value, fullSubvalue: '', shortSubvalue: '' });
const uuid = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
/** The purchaser's territories, each with its own acceptance points (GET /user/personal/regions). */
const REGIONS = [
  {
    uuid: uuid(1),
    companyUuid: 'c',
    name: name('Кубань'),
    fedRegionUuid: 'f1',
    updatedAt: '',
    locations: [
      { uuid: uuid(3), name: 'Тихорецкий элеватор', address: 'Тихорецк' },
      { uuid: uuid(4), name: 'Кропоткинский элеватор', address: 'Кропоткин' },
    ],
  },
  {
    uuid: uuid(2),
    companyUuid: 'c',
    name: name('Ставрополье'),
    fedRegionUuid: 'f2',
    updatedAt: '',
    locations: [{ uuid: uuid(5), name: 'Невинномысский элеватор', address: 'Невинномысск' }],
  },
];

let sent: { url: string; body: unknown }[] = [];
beforeEach(() => {
  sent = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      sent.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const body = url.includes('/user/personal/regions')
        ? REGIONS
        : url.includes('/cultures')
          ? [{ uuid: uuid(6), alias: 'wheat3', payload: { title: 'Пшеница 3 класса' } }]
          : {};
      return new Response(JSON.stringify(body), { status: 200 });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <DatesProvider>
        <AuctionForm onSaved={() => undefined} onCancel={() => undefined} />
      </DatesProvider>
    </QueryClientProvider>,
  );
}

const combo = (label: string) => screen.getByRole('combobox', { name: new RegExp(`^${label}`) });
async function pick(label: string, option: string) {
  await userEvent.click(combo(label));
  await userEvent.click(await screen.findByRole('option', { name: new RegExp(option) }));
}
const chosenPoints = () =>
  within(combo('Пункты приёмки').closest('.MuiAutocomplete-root') as HTMLElement)
    .queryAllByRole('button')
    .map((chip) => chip.textContent)
    .filter((t) => t && t.includes('элеватор'));

// MUI's autocompletes and date pickers in jsdom take their time on a shared machine.
describe('auction form: territory → acceptance points (issue 15 point 8)', { timeout: 30_000 }, () => {
  it('offers no points until a territory is chosen, then only that territory’s', async () => {
    renderForm();
    expect(combo('Пункты приёмки')).toHaveProperty('disabled', true);
    expect(screen.getByText('Сначала выберите территорию закупки')).toBeTruthy();
    await pick('Территория закупки', 'Кубань');
    await waitFor(() => expect(combo('Пункты приёмки')).toHaveProperty('disabled', false));
    await userEvent.click(combo('Пункты приёмки'));
    const offered = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(offered).toEqual(['Тихорецкий элеваторТихорецк', 'Кропоткинский элеваторКропоткин']);
  });

  it('another territory clears the points chosen in the first', async () => {
    renderForm();
    await pick('Территория закупки', 'Кубань');
    await pick('Пункты приёмки', 'Тихорецкий');
    expect(chosenPoints()).toEqual(['Тихорецкий элеватор']);
    await userEvent.keyboard('{Escape}');
    await pick('Территория закупки', 'Ставрополье');
    expect(chosenPoints()).toEqual([]);
    await userEvent.click(combo('Пункты приёмки'));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Невинномысский элеваторНевинномысск',
    ]);
  });

  it('an empty form says the domain’s messages and sends nothing', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Создать торги' }));
    await waitFor(() => expect(screen.getAllByText('Заполните поле').length).toBeGreaterThan(3));
    expect(sent.some((r) => r.url.endsWith('/auctions') && r.body)).toBe(false);
  });

  it('numbers out of range say the domain’s ranges', async () => {
    renderForm();
    await userEvent.type(screen.getByLabelText(/^Влажность не более/), '120');
    await userEvent.type(screen.getByLabelText(/^Цена/), '0');
    await userEvent.click(screen.getByRole('button', { name: 'Создать торги' }));
    expect(await screen.findByText('Влажность должна быть от 1 до 99 процентов')).toBeTruthy();
    expect(screen.getByText('Цена должна быть больше нуля')).toBeTruthy();
  });
});

describe('delivery types as checkboxes that say what they do (issue 29 point 2)', { timeout: 30_000 }, () => {
  const box = (name: RegExp) => screen.getByRole('checkbox', { name });
  it('both start ticked; a click on CPT unticks only CPT; none ticked says why and sends nothing', async () => {
    renderForm();
    expect(box(/^CPT \(доставка покупателю\)/)).toHaveProperty('checked', true);
    expect(box(/^FCA \(самовывоз\)/)).toHaveProperty('checked', true);
    await userEvent.click(box(/^CPT/));
    expect(box(/^CPT/)).toHaveProperty('checked', false);
    expect(box(/^FCA/)).toHaveProperty('checked', true);
    await userEvent.click(box(/^FCA/));
    await userEvent.click(screen.getByRole('button', { name: 'Создать торги' }));
    expect(await screen.findByText(TRADING_MSG.deliveryTypesRequired)).toBeTruthy();
    expect(sent.some((r) => r.url.endsWith('/auctions') && r.body)).toBe(false);
  });

  it('a running tender keeps its types ticked and lets the other be added', async () => {
    function Running() {
      const form = useForm<AuctionFormValues>({ defaultValues: { deliveryTypes: ['BUYER'] } });
      return (
        <FormProvider {...form}>
          <DeliveryTypesField disabled={false} kept={['BUYER']} />
        </FormProvider>
      );
    }
    render(<Running />);
    expect(box(/^FCA/)).toHaveProperty('disabled', true);
    expect(box(/^CPT/)).toHaveProperty('checked', false);
    await userEvent.click(box(/^CPT/));
    expect(box(/^CPT/)).toHaveProperty('checked', true);
    expect(screen.getByText('Торги идут: способ поставки можно добавить, но не убрать')).toBeTruthy();
  });
});

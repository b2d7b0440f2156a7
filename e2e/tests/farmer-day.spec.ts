import { readFileSync } from 'node:fs';
import type { Browser, Locator, Page } from '@playwright/test';
import { expect, ownServer, test, type ConsoleWatch } from '../fixtures';
import { expectAccessible, loginAs, requestCode, settle } from '../helpers';
import { DEMO_PHONES, shot, type RunningServer } from '../server';
import { choose, typeDate } from './contracts-helpers';
import { keyedAccount, ogrnip, personInn, sampleFiles, smsLink } from './registration-helpers';

/*
 * Issue 29 "Done when": the farmer's day walked end to end by a new user — the SMS invitation, the
 * card, the documents, the agreement signed by an SMS code, moderation, a tender, his offer, the
 * counter-offer, the results, his slot, truck and driver, the trip papers, the gate, the unloading
 * and the deal delivered in «Мои сделки». The farmer at 390×844 uses the real UI for every step and
 * his page is loaded once, from the SMS link: every later screen changes by itself (live events)
 * or by his taps. His taps and typed characters are counted and his time estimated
 * (docs/farmer.md); each of his screens passes axe. Staff work at 1440×900.
 */

// Its own server: on a server other specs had used it hung on the tender's results (5 min, twice);
// on a fresh one it passes in ~1 min — to be found out, see docs/ci.md.
let server: RunningServer;
test.beforeAll(async () => {
  server = await ownServer();
});
test.afterAll(async () => {
  await server.stop();
});

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
const FARMER_PHONE = '+79005550129';
const COMPANY = 'ИП Жнецов Пётр Ильич';
const INN = personInn('2310456789');
const BIK = '044525225';
const DRIVER_PHONE = '9185550129';
/** Тихорецкий элеватор (PLACES_DEMO.elevators.tikhoretsk) in the Кубань purchase territory. */
const TIKHORETSK = '0190a000-0000-7000-8000-000000000501';
const KUBAN = '0190a000-0000-7000-8000-000000000701';

/** The budget of issue 29: a farmer's day in under 60 taps and 8 minutes of his time. */
const MAX_TAPS = 60;
const MAX_SECONDS = 8 * 60;
/** The time model (docs/farmer.md): a tap, a typed character, reading a screen. */
const SECONDS = { tap: 3, char: 0.3, screen: 8 };

/** Today in Moscow (the browsers' zone), DD.MM.YYYY. */
const moscowToday = () =>
  new Intl.DateTimeFormat('ru-RU', {
    timeZone: 'Europe/Moscow',
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
  }).format(new Date());

/**
 * The farmer's hand on his phone: every tap and every typed character is counted, and each screen
 * he reads is checked — still the page the SMS link loaded (no reload, no document navigation),
 * axe finds nothing serious — and shot for a person to look at.
 */
class Farmer {
  taps = 0;
  chars = 0;
  readonly screens: string[] = [];
  documentLoads = 0;

  constructor(readonly page: Page) {
    page.on('load', () => (this.documentLoads += 1));
  }

  /** The first and only document load: the link in the SMS, tapped. */
  async open(link: string): Promise<void> {
    this.taps += 1;
    await this.page.goto(link);
    await this.page.evaluate(() => ((window as unknown as { farmerDay: string }).farmerDay = 'walking'));
  }

  async tap(target: Locator): Promise<void> {
    this.taps += 1;
    await target.click();
  }

  /** A field tapped, then typed in. */
  async type(field: Locator, text: string): Promise<void> {
    this.taps += 1;
    this.chars += text.length;
    await field.fill(text);
  }

  /** An SMS code typed into its boxes (the first box tapped). */
  async code(firstBox: Locator, code: string): Promise<void> {
    this.taps += 1;
    this.chars += code.length;
    await firstBox.click();
    await this.page.keyboard.type(code);
  }

  /** A file sent from the phone: the picker tapped, then the file. */
  async attach(input: Locator, file: string | { name: string; mimeType: string; buffer: Buffer }) {
    this.taps += 2;
    await input.setInputFiles(file);
  }

  /** He reads the screen: the same document still, axe clean, and a picture of it. */
  async read(name: string): Promise<void> {
    this.screens.push(name);
    await settle(this.page);
    const marker = await this.page.evaluate(() => (window as unknown as { farmerDay?: string }).farmerDay);
    expect(marker, `«${name}»: the page the SMS link opened, never reloaded`).toBe('walking');
    expect(this.documentLoads, `«${name}»: one document load in the whole day`).toBe(1);
    await expectAccessible(this.page, `the farmer's «${name}» at 390 px`);
    await this.page.evaluate(() => window.scrollTo(0, 0));
    await shot(this.page, `farmer-day-${String(this.screens.length).padStart(2, '0')}-${name}-390`);
  }

  get seconds(): number {
    return this.taps * SECONDS.tap + this.chars * SECONDS.char + this.screens.length * SECONDS.screen;
  }
}

async function newContext(browser: Browser, consoleErrors: ConsoleWatch, viewport: typeof PHONE) {
  const context = await browser.newContext({ viewport });
  consoleErrors.watch(context);
  return context.newPage();
}

/** A staff screen at 1440 px, for a person to look at. */
const staffShot = (page: Page, name: string) => shot(page, `farmer-day-staff-${name}-1440`);

test('the farmer’s day: from the SMS invitation to an unloaded truck, on a phone, no reload', async ({
  browser,
  consoleErrors,
}) => {
  test.setTimeout(300_000);
  // the arrival before its window asks the gate to confirm: a 409 by design
  consoleErrors.allow(/status of 409 \(Conflict\).*\/api\/slots\/check-in/);
  // the moderator's decision ends the registration session: its stream's reconnect is told so
  consoleErrors.allow(/status of 401.*\/api\/events/);
  const files = sampleFiles();
  const staff = await newContext(browser, consoleErrors, DESKTOP);
  const fp = await newContext(browser, consoleErrors, PHONE);
  const farmer = new Farmer(fp);

  // 1. «Колос-Юг»'s super-user invites the farmer from the users list.
  await loginAs(staff, server, DEMO_PHONES.kolosYugSuper);
  await staff.goto(`${server.url}/admin/users`);
  await staff.getByRole('button', { name: 'Пригласить фермера' }).click();
  const invite = staff.getByRole('dialog', { name: 'Пригласить фермера' });
  await invite.getByLabel('Телефон фермера').fill(FARMER_PHONE.slice(2));
  await invite.getByLabel('ИНН организации').fill(INN);
  await invite.getByLabel('Название организации').fill(COMPANY);
  await invite.getByRole('button', { name: 'Отправить приглашение' }).click();
  await expect(invite.getByText(/SMS со ссылкой для регистрации ушло на номер/)).toBeVisible();
  await staffShot(staff, '01-invited');
  await invite.getByRole('button', { name: 'Готово' }).click();

  // 2. The farmer taps the link in the SMS: the card, with his ИНН, name and type from the invitation.
  await farmer.open(await smsLink(server, FARMER_PHONE, 'registration'));
  await expect(fp.getByRole('heading', { name: 'Анкета организации' })).toBeVisible();
  await expect(fp.getByLabel('Индивидуальный предприниматель')).toBeChecked();
  await farmer.read('card');
  const field = (name: string) => fp.locator(`input[name="${name}"]`);
  await farmer.type(field('code'), ogrnip('32123100000456'));
  await farmer.type(field('director'), 'Жнецов Пётр Ильич');
  await farmer.type(field('address'), 'Краснодарский край, г. Тихорецк, ул. Полевая, 7');
  await farmer.type(field('bankID'), BIK);
  await farmer.type(field('bankName'), 'ПАО Сбербанк');
  await farmer.type(field('accountNumber'), keyedAccount(BIK, '40802810', '38000054321'));
  await farmer.tap(fp.getByRole('button', { name: 'Сохранить и продолжить' }));

  // 3. His three documents, from the phone's files or camera.
  await expect(fp.getByRole('heading', { name: 'Документы организации' })).toBeVisible();
  await farmer.read('documents');
  const block = (name: string) => fp.getByRole('region', { name, exact: true });
  const upload = async (name: string, file: string, fileName: string) => {
    await farmer.attach(block(name).getByLabel('Выбрать файлы'), file);
    await expect(block(name).getByRole('link', { name: fileName })).toBeVisible();
  };
  await upload('Паспорт предпринимателя', files.passport, 'паспорт.png');
  await upload('Свидетельство ОГРНИП или лист записи ЕГРИП', files.certificate, 'огрнип.pdf');
  await upload('Карточка предприятия', files.card, 'карточка.pdf');
  await farmer.tap(fp.getByRole('button', { name: 'Далее', exact: true }));
  await expect(fp.getByRole('heading', { name: 'Документы загружены' })).toBeVisible();
  await farmer.read('documents-done');
  await farmer.tap(fp.getByRole('button', { name: /^К договору|^Далее/ }));

  // 4. The agreement, signed by the code from an SMS.
  await expect(fp.getByRole('heading', { name: 'Договор с закупщиком' })).toBeVisible();
  await farmer.read('agreement');
  await farmer.tap(fp.getByRole('button', { name: 'Получить код' }));
  await expect(fp.getByText(/^Введите код из \d цифр/)).toBeVisible();
  await farmer.code(
    fp.getByLabel('Цифра 1 из', { exact: false }).first(),
    await server.lastCode(FARMER_PHONE),
  );
  await expect(fp.getByText(/^Договор подписан \d/)).toBeVisible();
  await farmer.tap(fp.getByRole('button', { name: 'Далее', exact: true }));
  await expect(fp.getByRole('heading', { name: 'Проверка и отправка' })).toBeVisible();
  await farmer.read('submit');
  await farmer.tap(fp.getByRole('button', { name: 'Отправить на проверку' }));
  await expect(fp.getByRole('heading', { name: 'Заявка отправлена на проверку' })).toBeVisible();
  await farmer.read('submitted');

  // 5. Meanwhile the purchaser opens a CPT tender in Кубань: the farmer's card is in
  // Краснодарский край, so it is his to see (issue 29 point 1). The form is trading.spec's.
  await staff.goto(`${server.url}/admin/auction`);
  await expect(staff.getByRole('heading', { name: 'Новые торги' })).toBeVisible();
  await choose(staff, 'Территория закупки', 'Кубань');
  await choose(staff, 'Пункты приёмки', 'Тихорецкий элеватор');
  await staff.keyboard.press('Escape');
  await choose(staff, 'Культура', 'Пшеница 3 класса');
  await staff.getByRole('checkbox', { name: 'FCA (самовывоз)' }).uncheck();
  await staff.getByRole('textbox', { name: /^Объём/ }).fill('300');
  await staff.getByRole('textbox', { name: /^Цена/ }).fill('15000');
  await staff.getByRole('textbox', { name: /^Влажность не более/ }).fill('14');
  await typeDate(staff, 'Начало торгов', moscowToday());
  await staff.getByLabel('Время начала').fill('00:00');
  await staff.getByRole('button', { name: 'Создать торги' }).click();
  const heading = staff.getByRole('heading', { name: /^Торги № \d+$/ });
  await expect(heading).toBeVisible();
  const number = (await heading.innerText()).replace(/\D/g, '');

  // 6. The platform's admin approves the company from his notification.
  await loginAs(staff, server, DEMO_PHONES.admin);
  await staff.getByRole('button', { name: /^Уведомления: непрочитанных/ }).click();
  await staff
    .getByRole('button', {
      name: new RegExp(`Непрочитанное: Анкета ${COMPANY}.*отправлена на модерацию`),
    })
    .click();
  await expect(staff.getByRole('heading', { name: COMPANY })).toBeVisible();
  await staff.getByRole('button', { name: 'Одобрить' }).click();
  await staff
    .getByRole('dialog', { name: 'Одобрить организацию?' })
    .getByRole('button', { name: 'Одобрить' })
    .click();
  await expect(staff.getByText('Одобрена').first()).toBeVisible();

  // 7. His status page changes by itself; «Войти» with his phone filled, a fresh SMS code.
  await expect(fp.getByRole('heading', { name: 'Организация одобрена' })).toBeVisible();
  await farmer.read('approved');
  await farmer.tap(fp.getByRole('button', { name: 'Войти' }));
  await expect(fp.getByLabel('Номер телефона')).not.toHaveValue('');
  // one tap: a press within the resend pause is refused and pressed again by the helper
  farmer.taps += 1;
  await requestCode(fp);
  await farmer.code(fp.getByLabel('Цифра 1 из 6'), await server.lastCode(FARMER_PHONE));
  // no name of his own yet (the invitation named his company): a greeting without a blank
  await expect(fp.getByRole('heading', { name: 'Здравствуйте!', exact: true })).toBeVisible();
  await farmer.read('home');

  // 8. From his home to the tender, and his offer (CPT: the tender's only way, nothing to choose).
  await farmer.tap(fp.getByRole('main').getByRole('link', { name: 'Торги' }));
  const card = fp.getByTestId('auction-card').filter({ hasText: `№ ${number},` });
  await expect(card).toBeVisible();
  await farmer.read('tenders');
  await farmer.tap(card.getByRole('button', { name: 'Сделать предложение' }));
  await expect(fp.getByRole('heading', { name: 'Предложение на торги' })).toBeVisible();
  await farmer.type(fp.getByRole('textbox', { name: /^Объём/ }), '25');
  await farmer.type(fp.getByRole('textbox', { name: /^Цена/ }), '14500');
  await farmer.type(fp.getByRole('textbox', { name: /^Влажность/ }), '13');
  await farmer.read('offer');
  await farmer.tap(fp.getByRole('button', { name: 'Отправить предложение' }));
  await expect(fp.getByRole('heading', { name: 'Мои предложения' })).toBeVisible();
  const myOffer = fp.getByTestId('my-offer').filter({ hasText: `Торги № ${number},` });
  await expect(myOffer).toContainText('Активно');

  // 9. The trader, on the tender's page, sees it come in and counters.
  await loginAs(staff, server, DEMO_PHONES.kolosYugSuper);
  await staff.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Торги' }).click();
  await staff
    .getByRole('row', { name: new RegExp(`№ ${number}\\b`) })
    .getByText(`${number}`)
    .first()
    .click();
  const ranked = staff.getByTestId('ranked-offer').filter({ hasText: COMPANY });
  await expect(ranked).toBeVisible();
  await ranked.getByRole('button', { name: 'Встречное' }).click();
  const counter = staff.getByRole('dialog');
  await counter.getByRole('textbox', { name: /^Цена/ }).fill('14200');
  await counter.getByRole('button', { name: 'Отправить' }).click();
  await expect(ranked).toContainText('Встречное предложение');
  await staffShot(staff, '02-countered');

  // 10. The counter-offer lands on his open page; he accepts it, the money shown first.
  await expect(myOffer.getByLabel('Встречное предложение')).toContainText('14 200');
  await farmer.read('counter-offer');
  await farmer.tap(myOffer.getByRole('button', { name: 'Принять' }));
  const agree = fp.getByRole('dialog', {
    name: 'Принять встречное предложение?',
  });
  await expect(agree).toContainText(/Сумма: 355\s000 ₽/);
  await farmer.tap(agree.getByRole('button', { name: 'Принять условия' }));
  await expect(myOffer).toContainText(/Вы приняли встречное предложение: 25\sт по 14\s200 ₽\/т/);

  // 11. The trader sets the results: the deal is made and its truck booked at the elevator.
  await expect(ranked).toContainText('Активно');
  await ranked.getByRole('button', { name: 'Принять весь объём' }).click();
  await staff.getByRole('dialog').getByRole('button', { name: 'Подтвердить итоги' }).click();
  await expect(staff.getByRole('main').getByText('Итоги подведены', { exact: true })).toBeVisible();
  await staffShot(staff, '03-results');

  // 12. His offer leaves the live ones by itself and the page points to the deal it became:
  // «Мои сделки» has it, with its slot.
  await expect(myOffer).toBeHidden();
  await expect(fp.getByText(/Принятые стали сделками/)).toBeVisible();
  await farmer.read('offer-accepted');
  await farmer.tap(fp.getByRole('main').getByRole('link', { name: 'Мои сделки' }));
  const deal = fp.getByRole('listitem', { name: /, Пшеница 3 класса$/ });
  await expect(deal).toContainText('Записано в слоты');
  await expect(fp.getByText('Итого по 1 сделке', { exact: true })).toBeVisible();
  await farmer.read('deals');
  await farmer.tap(deal.getByRole('link', { name: /^Слоты:/ }));
  await expect(fp.getByRole('heading', { name: 'Мои слоты' })).toBeVisible();
  await farmer.read('slots');

  // 13. He picks his own time: the first the elevator has free for the deal.
  const slot = fp.getByRole('listitem', { name: /^Слот № \d+/ }).first();
  await farmer.tap(slot.getByRole('button', { name: /^Перенести:/ }));
  const firstTime = fp
    .getByRole('dialog')
    .getByRole('button', { name: /^Перенести на / })
    .first();
  await expect(firstTime).toBeVisible();
  await farmer.read('slot-time');
  await farmer.tap(firstTime);
  await expect(fp.getByRole('dialog')).toBeHidden();

  // 14. His truck and driver: typed once, kept in his fleet, on the slot.
  await farmer.tap(slot.getByRole('button', { name: /^Назначить машину и водителя:/ }));
  const truck = fp.getByRole('dialog');
  await farmer.type(truck.getByRole('textbox', { name: /Номер тягача/ }), 'А129ВС 93');
  await farmer.type(truck.getByRole('textbox', { name: /ФИО водителя/ }), 'Колесов Иван');
  await farmer.type(truck.getByRole('textbox', { name: /Телефон водителя/ }), DRIVER_PHONE);
  await farmer.read('truck');
  await farmer.tap(truck.getByRole('button', { name: 'Сохранить' }));
  await expect(truck).toBeHidden();
  await expect(slot).toContainText('Машина: А129ВС 93');

  // 15. The trip papers: the waybill's photo and the СДИЗ number.
  const papers = slot.getByRole('region', { name: /^Документы рейса:/ });
  await farmer.tap(papers.getByRole('button', { name: 'Документы рейса', exact: true }));
  const waybill = papers.getByRole('region', {
    name: 'Транспортная накладная (ТТН)',
  });
  await farmer.attach(waybill.getByLabel('Выбрать файлы'), {
    name: 'ттн.pdf',
    mimeType: 'application/pdf',
    buffer: readFileSync(files.card),
  });
  await expect(waybill.getByRole('button', { name: /^Скачать / })).toBeVisible();
  await farmer.tap(waybill.getByRole('button', { name: /^Отправить на проверку/ }));
  const sdiz = papers.getByRole('region', { name: 'СДИЗ (ФГИС «Зерно»)' });
  await farmer.type(sdiz.getByLabel(/^Номер СДИЗ/), '2026-0000012129-01');
  await farmer.read('trip-papers');
  await farmer.tap(sdiz.getByRole('button', { name: /^Отправить на проверку/ }));
  await expect(slot).toContainText('Документы на проверке');

  // 16. He opens «Мои сделки» and leaves the phone: the rest is the elevator's.
  await farmer.tap(fp.getByRole('button', { name: 'Открыть меню' }));
  await farmer.tap(
    fp.getByRole('navigation', { name: 'Главное меню' }).getByRole('link', { name: 'Мои сделки' }),
  );
  await expect(deal).toContainText('Следующий слот');
  await farmer.read('deals-waiting');

  // 17. Staff check the papers (the trip documents' queue) ...
  await staff.goto(`${server.url}/admin/documents?tab=trips&regionUuid=${KUBAN}&locationUuid=${TIKHORETSK}`);
  const queue = staff.getByRole('list', { name: 'Очередь документов рейсов' });
  await queue
    .getByRole('button', { name: new RegExp(COMPANY) })
    .first()
    .click();
  const panel = staff.getByRole('region', { name: /^Документы рейса: слот №/ });
  await expect(panel).toContainText('А129ВС 93');
  await staffShot(staff, '04-papers');
  await panel.getByRole('button', { name: 'Одобрить' }).click();
  await expect(staff.getByText(/^Документы слота № \d+ одобрены/)).toBeVisible();

  // 18. ... the gate types the code from the driver's link (its page: driver-link.spec.ts) ...
  const token = (await smsLink(server, `+7${DRIVER_PHONE}`, 'driver')).split('/').pop()!;
  const { code } = (await (await fetch(`${server.url}/api/driver/${token}`)).json()) as { code: string };
  await staff.goto(`${server.url}/admin/slots`);
  await staff.getByRole('textbox', { name: 'Найти по коду' }).fill(code);
  await staff.getByRole('button', { name: 'Отметить прибытие' }).click();
  // his time is hours ahead: the gate confirms the early truck
  const confirm = staff.getByRole('button', { name: 'Подтвердить' });
  const arrived = staff.getByText(/Прибытие отмечено: слот №/);
  await expect(confirm.or(arrived)).toBeVisible();
  if (await confirm.isVisible()) await confirm.click();
  await expect(arrived).toBeVisible();

  // 19. ... and the unloading, on the slot's card the check-in opened.
  const slotCard = staff.getByRole('dialog');
  await slotCard.getByRole('button', { name: 'Начата разгрузка' }).click();
  await slotCard.getByRole('button', { name: 'Разгружена' }).click();
  await slotCard.getByLabel(/^Вес по факту, т/).fill('25');
  await slotCard.getByRole('button', { name: 'Разгружена' }).click();
  await expect(slotCard).toContainText('Разгружено');
  await staffShot(staff, '05-unloaded');

  // 20. His «Мои сделки», open all along, says the deal is delivered.
  await expect(deal).toContainText('Сделка доставлена');
  await expect(deal.getByRole('img', { name: 'Доставлено 100% объёма сделки' })).toBeVisible();
  await farmer.read('deals-delivered');

  // The truck and driver are in his fleet, kept from the slot's dialog (no second typing).
  const fleet = await fp.evaluate(async () => {
    const headers = {
      authorization: `Bearer ${localStorage.getItem('kolos.accessToken')}`,
    };
    const cars = (await (await fetch('/api/fleet/cars', { headers })).json()) as { items: unknown[] };
    const drivers = (await (await fetch('/api/fleet/drivers', { headers })).json()) as { items: unknown[] };
    return { cars: cars.items.length, drivers: drivers.items.length };
  });
  expect(fleet).toEqual({ cars: 1, drivers: 1 });

  const minutes = (farmer.seconds / 60).toFixed(1);
  console.log(
    `farmer's day: ${farmer.taps} taps, ${farmer.chars} characters typed, ${farmer.screens.length} screens read — ≈ ${minutes} min by the model of docs/farmer.md`,
  );
  expect(farmer.taps, 'the farmer’s taps').toBeLessThan(MAX_TAPS);
  expect(farmer.seconds, 'the farmer’s time by the model, s').toBeLessThan(MAX_SECONDS);
  expect(farmer.documentLoads, 'document loads of the farmer’s page').toBe(1);
});

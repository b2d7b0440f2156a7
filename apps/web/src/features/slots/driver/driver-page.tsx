import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { DRIVER_LINK_MSG, formatCheckInCode, type DriverPageWire } from '@kolos/domain/queue';
import { SLOT_DOCS_STATUS_LABELS, TRIP_DOCUMENT_NAMES } from '@kolos/domain/trip-documents';
import { http } from '../../../shared/api/http';
import { QrCode } from '../../../shared/qr/qr-code';
import { Brand } from '../../../shared/ui/brand';
import './driver-page.css';

/** The driver's own clock: he has no account and no chosen zone; his phone is where he drives. */
const day = new Intl.DateTimeFormat('ru-RU', { weekday: 'short', day: 'numeric', month: 'long' });
const time = new Intl.DateTimeFormat('ru-RU', { hour: '2-digit', minute: '2-digit' });

type State = { page: DriverPageWire } | { error: string } | null;

/**
 * /driver/:token (issue 29 point 17): the page of the driver's SMS link — no login, no menu. His
 * slot: when, where (with a map), the deal, the truck, the papers, and the code with its QR that
 * the gate types or scans. An unknown or ended link says so in words.
 */
export function DriverPage() {
  const { token = '' } = useParams();
  const [state, setState] = useState<State>(null);
  useEffect(() => {
    document.title = 'Рейс — Колос';
    const controller = new AbortController();
    http
      .get<DriverPageWire>(`/driver/${encodeURIComponent(token)}`, {
        auth: false,
        notify: false,
        signal: controller.signal,
      })
      .then(
        (page) => setState({ page }),
        (e: unknown) => {
          if (!controller.signal.aborted)
            setState({ error: e instanceof Error && e.message ? e.message : DRIVER_LINK_MSG.linkGone });
        },
      );
    return () => controller.abort();
  }, [token]);

  return (
    <main className="kd-page">
      <Brand size={32} />
      {state === null ? (
        <p className="kd-muted">Загружаем рейс…</p>
      ) : 'error' in state ? (
        <section className="kd-card" role="alert">
          <h1>Рейс не найден</h1>
          <p>{state.error}</p>
        </section>
      ) : (
        <Trip page={state.page} />
      )}
    </main>
  );
}

function Trip({ page }: { page: DriverPageWire }) {
  const start = new Date(page.startAt);
  // red only for what the driver must act on: papers declined, or required ones not uploaded
  const papersWarn = page.papers.status === 'SLOT_DOCS_DECLINED' || page.papers.missing.length > 0;
  return (
    <>
      <section className="kd-card" aria-labelledby="kd-when">
        <h1 id="kd-when">Ваш рейс, слот № {page.slotId}</h1>
        <p className="kd-muted">{day.format(start)}</p>
        <p className="kd-time">
          {time.format(start)}–{time.format(new Date(page.endAt))}
        </p>
        <p>Приезжайте не раньше {time.format(new Date(page.arrivalFrom))}</p>
      </section>
      <section className="kd-card" aria-labelledby="kd-where">
        <h2 id="kd-where">{page.point.name}</h2>
        <p>{page.point.address}</p>
        <a className="kd-map" href={page.point.mapUrl} target="_blank" rel="noreferrer">
          Открыть на карте
        </a>
      </section>
      <section className="kd-card" aria-labelledby="kd-code">
        <h2 id="kd-code">Код для въезда</h2>
        <p className="kd-code">{formatCheckInCode(page.code)}</p>
        <div className="kd-qr">
          <QrCode
            digits={page.code}
            size={200}
            label={`QR-код для въезда: ${formatCheckInCode(page.code)}`}
          />
        </div>
        <p className="kd-muted">Покажите код на въезде: по нему отметят прибытие.</p>
      </section>
      <section className="kd-card" aria-labelledby="kd-trip">
        <h2 id="kd-trip">Груз и машина</h2>
        <p>
          {page.deal.productTitle}, {page.deal.plannedVolume} т
          {page.deal.number !== null && ` · сделка № ${page.deal.number}`}
        </p>
        {page.car && (
          <p>
            Машина: {page.car.number}
            {page.car.trailerNumber && `, прицеп ${page.car.trailerNumber}`}
          </p>
        )}
        {page.driverFullname && <p>Водитель: {page.driverFullname}</p>}
      </section>
      <section className="kd-card" aria-labelledby="kd-papers">
        <h2 id="kd-papers">Документы</h2>
        <p className={papersWarn ? 'kd-warn' : undefined}>{SLOT_DOCS_STATUS_LABELS[page.papers.status]}</p>
        {page.papers.missing.length > 0 && (
          <>
            <p>Нужны:</p>
            <ul>
              {page.papers.missing.map((code) => (
                <li key={code}>{TRIP_DOCUMENT_NAMES[code]}</li>
              ))}
            </ul>
          </>
        )}
      </section>
    </>
  );
}

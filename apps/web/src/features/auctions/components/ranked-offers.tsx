import { Link as RouterLink } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { DELIVERY_TYPE_LABELS } from '@kolos/domain/contracts';
import type { OfferWire } from '@kolos/domain/trading';
import { QUEUE_MSG } from '@kolos/domain/queue';
import { pathTo } from '../../../shared/routing/paths';
import { formatNumber, formatPrice, LandedPrice, OfferStatusChip } from '../../../shared/trading';
import { acceptable, type AcceptDraft } from '../lib/results';
import { AcceptControls } from './accept-controls';

interface Props {
  offers: readonly OfferWire[];
  draft: AcceptDraft;
  onDraft: (offerUuid: string, volume: number | null) => void;
  /** Sets the offer's volume in the draft and opens the results summary. */
  onAccept: (offerUuid: string, volume: number) => void;
  errors: Record<string, string>;
  /** Counter-offers and accepted volumes may be set (Auction update, the auction running). */
  canDecide: boolean;
  showPrice: boolean;
  /** The trader may open an offer with its history (Offer update). */
  canOpen: boolean;
  onCounter: (offer: OfferWire) => void;
  /** 'Закрыть доступ' to the offer's farmer company; absent without the right. */
  onDeny?: ((offer: OfferWire) => void) | undefined;
  /** Farmer companies barred from the auction: 'доступ закрыт' instead of the button. */
  barred?: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

const NOWRAP = { whiteSpace: 'nowrap' } as const;

/**
 * Issue 15: the auction's offers ranked by landed price (the server's order and rank), the make-up
 * of each landed price in a tooltip, the counter-offer and accept-volume controls.
 */
export function RankedOffers({
  offers,
  draft,
  onDraft,
  onAccept,
  errors,
  canDecide,
  showPrice,
  canOpen,
  onCounter,
  onDeny,
  barred = NONE,
}: Props) {
  return (
    <TableContainer sx={{ border: 1, borderColor: 'divider', borderRadius: 1, bgcolor: 'background.paper' }}>
      <Table
        size="small"
        aria-label="Предложения по цене на пункте приёмки"
        sx={{ '& th': { whiteSpace: 'nowrap', lineHeight: 1.3 }, '& td, & th': { px: 1.25 } }}
      >
        <TableHead>
          <TableRow>
            <TableCell>Ранг</TableCell>
            <TableCell>Хозяйство</TableCell>
            <TableCell>Поставка</TableCell>
            <TableCell align="right">Объём, т</TableCell>
            {showPrice && <TableCell align="right">Цена, ₽/т</TableCell>}
            {showPrice && <TableCell align="right">На пункте, ₽/т</TableCell>}
            <TableCell align="right">Влажн., %</TableCell>
            <TableCell>Сроки поставки</TableCell>
            <TableCell>Статус</TableCell>
            {canDecide && <TableCell>Решение</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {offers.map((o) => (
            <TableRow key={o.uuid} hover data-testid="ranked-offer">
              <TableCell sx={{ fontWeight: 700 }}>{o.rank ?? '—'}</TableCell>
              <TableCell sx={{ minWidth: 160 }}>
                {canOpen ? (
                  <Link component={RouterLink} to={pathTo('Offer', { uuid: o.uuid })} underline="hover">
                    {o.farmerCompany.name}
                  </Link>
                ) : (
                  o.farmerCompany.name
                )}
                <Box sx={{ fontSize: 12, color: 'text.secondary' }}>ИНН {o.farmerCompany.taxCode}</Box>
                {o.farmerNoShows > 0 && (
                  <Box sx={{ fontSize: 12, color: 'warning.dark' }}>{QUEUE_MSG.noShows(o.farmerNoShows)}</Box>
                )}
                {barred.has(o.farmerCompanyUuid) ? (
                  <Box sx={{ fontSize: 12, color: 'error.main' }}>доступ закрыт</Box>
                ) : (
                  onDeny && (
                    <Button
                      size="small"
                      color="error"
                      onClick={() => onDeny(o)}
                      sx={{ ...NOWRAP, px: 0, minWidth: 0, fontSize: 12 }}
                    >
                      Закрыть доступ
                    </Button>
                  )
                )}
              </TableCell>
              <TableCell sx={{ minWidth: 120 }}>
                {DELIVERY_TYPE_LABELS[o.deliveryType]}
                {o.farmerLocation && (
                  <Box sx={{ fontSize: 12, color: 'text.secondary' }} title={o.farmerLocation.address}>
                    {o.farmerLocation.name}
                  </Box>
                )}
              </TableCell>
              <TableCell align="right">{formatNumber(o.volume)}</TableCell>
              {showPrice && <TableCell align="right">{formatNumber(o.price)}</TableCell>}
              {showPrice && (
                <TableCell align="right" sx={NOWRAP}>
                  <LandedPrice offer={o} />
                </TableCell>
              )}
              <TableCell align="right">{formatNumber(o.humidity)}</TableCell>
              <TableCell sx={NOWRAP}>
                {o.deliveryDateStart}
                <Box sx={{ fontSize: 12, color: 'text.secondary' }}>— {o.deliveryDateEnd}</Box>
              </TableCell>
              <TableCell>
                <OfferStatusChip status={o.status} />
                {o.counterOffer?.status === 'OPEN' && (
                  <Box sx={{ fontSize: 12, color: 'text.secondary', mt: 0.5, ...NOWRAP }}>
                    встречное: {o.counterOffer.volume} т
                    {showPrice ? `, ${formatPrice(o.counterOffer.price)}` : ''}
                  </Box>
                )}
                {o.acceptedVolume > 0 && (
                  <Box sx={{ fontSize: 12, color: 'primary.dark', mt: 0.5 }}>
                    принято {o.acceptedVolume} т
                  </Box>
                )}
              </TableCell>
              {canDecide && (
                <TableCell>
                  {acceptable(o) && (
                    <AcceptControls
                      offer={o}
                      value={draft[o.uuid] ?? null}
                      error={errors[o.uuid]}
                      onDraft={(v) => onDraft(o.uuid, v)}
                      onAccept={(v) => onAccept(o.uuid, v)}
                      onCounter={() => onCounter(o)}
                    />
                  )}
                </TableCell>
              )}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

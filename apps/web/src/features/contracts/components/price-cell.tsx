import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import type { ContractWire } from '@kolos/domain/contracts';
import { kopecksToRoubles, tariffTypeLabel } from '@kolos/domain/tariffs';
import { formatNumber } from '../lib/format';

/** The FCA make-up of a price at the plant: FCA price, delivery, distance and tariff (SPEC 2.10). */
export function FcaBreakdown({
  contract,
}: {
  contract: Pick<ContractWire, 'initialPrice' | 'deliveryPrice' | 'distance' | 'tariffType'>;
}) {
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 1.5, rowGap: 0.25 }}
    >
      <dt>Цена FCA</dt>
      <dd style={{ margin: 0 }}>{formatNumber(contract.initialPrice)} ₽/т</dd>
      <dt>Доставка</dt>
      <dd style={{ margin: 0 }}>{formatNumber(kopecksToRoubles(contract.deliveryPrice))} ₽/т</dd>
      <dt>Расстояние</dt>
      <dd style={{ margin: 0 }}>{formatNumber(contract.distance)} км</dd>
      <dt>Тариф</dt>
      <dd style={{ margin: 0 }}>{tariffTypeLabel(contract.tariffType)}</dd>
    </Box>
  );
}

/** SPEC 2.10 CPT price ₽/t; for FCA a tooltip shows how it is made up. */
export function PriceCell({ contract }: { contract: ContractWire }) {
  const price = <span>{formatNumber(contract.price)}</span>;
  if (contract.deliveryType !== 'BUYER') return price;
  return (
    <Tooltip title={<FcaBreakdown contract={contract} />} placement="left">
      <Box
        component="span"
        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, cursor: 'help' }}
        aria-label="Состав цены FCA"
      >
        {price}
        <InfoOutlinedIcon sx={{ fontSize: 16, color: 'text.secondary' }} />
      </Box>
    </Tooltip>
  );
}

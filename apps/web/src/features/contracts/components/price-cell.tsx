import Box from '@mui/material/Box';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import type { ContractWire } from '@kolos/domain/contracts';
import { kopecksToRoubles, tariffTypeLabel } from '@kolos/domain/tariffs';
import { HoverTooltip } from '../../../shared/ui/hover-tooltip';
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

/**
 * SPEC 2.10 CPT price ₽/t; for FCA a tooltip shows how it is made up. Styled by class names the
 * contracts grid defines once (a grid cell with its own sx costs a style serialisation per row).
 */
export function PriceCell({ contract }: { contract: ContractWire }) {
  const price = <span>{formatNumber(contract.price)}</span>;
  if (contract.deliveryType !== 'BUYER') return price;
  return (
    <HoverTooltip title={<FcaBreakdown contract={contract} />} placement="left">
      <span className="contract-help" aria-label="Состав цены FCA">
        {price}
        <InfoOutlinedIcon className="contract-help-icon" />
      </span>
    </HoverTooltip>
  );
}

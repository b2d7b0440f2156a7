import { useFormContext, useWatch } from 'react-hook-form';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import { CONTRACT_MSG } from '@kolos/domain/contracts';
import { useShippingPoints } from '../../api/get-shipping-points';
import type { ContractFormValues } from '../../lib/form-values';
import { SelectField } from './select-field';

/**
 * SPEC 2.11 for FCA: the supplier's shipping address, and in create mode 'Добавить адрес отгрузки'
 * for a point the supplier has not entered yet.
 */
export function ShippingFields({ creating }: { creating: boolean }) {
  const { control } = useFormContext<ContractFormValues>();
  const farmerUuid = useWatch({ control, name: 'farmerCompanyUuid' });
  const points = useShippingPoints(farmerUuid);
  const options = (points.data ?? [])
    .filter((p) => p.kind === 'SHIPPING')
    .map((p) => ({ value: p.uuid, label: p.name, hint: p.address }));
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', flexWrap: 'wrap' }}>
      <Box sx={{ flex: 1, minWidth: 280 }}>
        <SelectField
          name="farmerLocationUuid"
          label="Адрес отгрузки"
          options={options}
          loading={Boolean(farmerUuid) && points.isPending}
          disabled={!farmerUuid}
          helperText={farmerUuid ? undefined : 'Сначала выберите поставщика'}
        />
      </Box>
      {creating && (
        <Button startIcon={<AddLocationAltOutlinedIcon />} disabled={!farmerUuid} sx={{ mt: 0.5 }}>
          {CONTRACT_MSG.addShippingAddress}
        </Button>
      )}
    </Box>
  );
}

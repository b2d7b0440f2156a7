import Box from '@mui/material/Box';
import { CompanyPicker } from '../../../shared/companies/company-picker';
import { companyStatusLabel } from '../../../shared/moderation/company-labels';

interface Props {
  value: string | null;
  onChange: (uuid: string | null) => void;
  /** A purchaser's staff see only the farmers their company invited (their documents are in reach). */
  invitedOnly: boolean;
}

/** The farmer company whose documents are shown, found by name or ИНН, with its onboarding status. */
export function FarmerCompanySelect({ value, onChange, invitedOnly }: Props) {
  return (
    <Box sx={{ maxWidth: 560 }}>
      <CompanyPicker
        label="Организация"
        placeholder="Наименование или ИНН"
        userType="USER_TYPE_FARMER"
        invitedOnly={invitedOnly}
        describe={(c) => companyStatusLabel(c.status)}
        value={value}
        onChange={onChange}
      />
    </Box>
  );
}

import Chip from '@mui/material/Chip';
import { companyStatusColor, companyStatusLabel } from '../../../shared/moderation/company-labels';

export function CompanyStatusChip({ status }: { status: string }) {
  return (
    <Chip
      size="small"
      variant="outlined"
      color={companyStatusColor(status)}
      label={companyStatusLabel(status)}
    />
  );
}

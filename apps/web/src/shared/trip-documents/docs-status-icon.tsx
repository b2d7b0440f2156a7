import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import HighlightOffIcon from '@mui/icons-material/HighlightOff';
import HourglassTopIcon from '@mui/icons-material/HourglassTop';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import {
  SLOT_DOCS_STATUS_LABELS,
  TRIP_DOCUMENT_NAMES,
  type SlotDocsStatus,
  type TripDocumentCode,
} from '@kolos/domain/trip-documents';

const LOOK = {
  SLOT_DOCS_MISSING: { Icon: ReportProblemOutlinedIcon, color: 'warning.main' },
  SLOT_DOCS_ON_MODERATE: { Icon: HourglassTopIcon, color: 'info.main' },
  SLOT_DOCS_APPROVED: { Icon: CheckCircleIcon, color: 'success.main' },
  SLOT_DOCS_DECLINED: { Icon: HighlightOffIcon, color: 'error.main' },
} as const;

/** The status in words with what is still missing: the icon's tooltip and accessible name. */
export function docsStatusText(status: SlotDocsStatus, missing: readonly TripDocumentCode[]): string {
  const label = SLOT_DOCS_STATUS_LABELS[status];
  return missing.length > 0
    ? `${label}. Не хватает: ${missing.map((c) => TRIP_DOCUMENT_NAMES[c]).join(', ')}`
    : label;
}

interface Props {
  status: SlotDocsStatus;
  missing: readonly TripDocumentCode[];
  /** Inside a coloured chip: a white disc behind the icon keeps it readable. */
  onColour?: boolean;
}

/**
 * Issue 20: a truck's trip documents at a glance (Slots, Transport) — missing, on moderation,
 * approved or declined — with the missing documents' names in the tooltip.
 */
export function DocsStatusIcon({ status, missing, onColour }: Props) {
  const { Icon, color } = LOOK[status];
  const text = docsStatusText(status, missing);
  return (
    <Tooltip title={text} describeChild>
      <Box
        component="span"
        role="img"
        aria-label={text}
        data-docs-status={status}
        sx={{
          display: 'inline-flex',
          flex: 'none',
          color,
          ...(onColour && { bgcolor: 'background.paper', borderRadius: '50%', p: '1px' }),
        }}
      >
        <Icon fontSize="small" aria-hidden />
      </Box>
    </Tooltip>
  );
}

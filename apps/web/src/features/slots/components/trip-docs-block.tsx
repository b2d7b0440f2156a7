import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { SlotWire } from '@kolos/domain/queue';
import {
  SLOT_DOCS_STATUS_LABELS,
  TRIP_DOCUMENT_CODES,
  TRIP_DOCUMENT_NAMES,
} from '@kolos/domain/trip-documents';
import { DocsStatusIcon } from '../../../shared/trip-documents/docs-status-icon';
import { useSlotDocsStatus } from '../../../shared/trip-documents/trip-docs-api';
import { TripDocumentUploader } from '../../../shared/trip-documents/trip-document-uploader';
import { TripDocsHistory } from '../../../shared/trip-documents/trip-docs-history';
import { slotTitle } from './slot-text';

/** Closed and no-show slots take no more documents (the API answers 409). */
const CLOSED = ['SLOT_CANCELED', 'SLOT_NO_SHOW', 'SLOT_REFUSED'];

/**
 * The farmer's trip documents of one slot (issue 20 point 5): the status and what the truck still
 * needs, the staff's decision and reason, and — opened — an uploader per document code and the
 * documents' history (who sent what, who decided).
 */
export function TripDocsBlock({ slot }: { slot: SlotWire }) {
  const closed = CLOSED.includes(slot.status);
  const [open, setOpen] = useState(false);
  const [others, setOthers] = useState(false);
  const [history, setHistory] = useState(false);
  const status = useSlotDocsStatus(slot.uuid, open || slot.docsStatus === 'SLOT_DOCS_DECLINED');
  const data = status.data;
  const declineReason = data?.declineReason;

  return (
    <Box
      component="section"
      aria-label={`Документы рейса: ${slotTitle(slot)}`}
      sx={{ mt: 1.5, pt: 1.5, borderTop: 1, borderColor: 'divider' }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <DocsStatusIcon status={slot.docsStatus} missing={slot.docsMissing} />
        <Typography sx={{ fontWeight: 600 }}>{SLOT_DOCS_STATUS_LABELS[slot.docsStatus]}</Typography>
      </Stack>
      {slot.docsMissing.length > 0 && (
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          Для разгрузки нужны: {slot.docsMissing.map((c) => TRIP_DOCUMENT_NAMES[c]).join(', ')}
        </Typography>
      )}
      {slot.docsStatus === 'SLOT_DOCS_DECLINED' && (
        <Alert severity="error" sx={{ mt: 1 }}>
          Документы отклонены{declineReason ? `: ${declineReason}` : ''}. Замените документ и отправьте снова.
        </Alert>
      )}
      {!closed && (
        <Button
          fullWidth
          size="large"
          variant={slot.docsStatus === 'SLOT_DOCS_APPROVED' ? 'text' : 'outlined'}
          sx={{ mt: 1, minHeight: 48 }}
          endIcon={open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          aria-expanded={open}
          onClick={() => setOpen((v) => !v)}
        >
          {open ? 'Скрыть документы рейса' : 'Документы рейса'}
        </Button>
      )}
      {open &&
        (data ? (
          <Stack spacing={1.5} sx={{ mt: 1 }}>
            {TRIP_DOCUMENT_CODES.filter(
              (code) => others || data.required.includes(code) || data.documents.some((d) => d.code === code),
            ).map((code) => (
              <TripDocumentUploader
                key={code}
                slotUuid={slot.uuid}
                code={code}
                required={data.required.includes(code)}
                document={data.documents.find((d) => d.code === code)}
                purpose={data.purpose}
              />
            ))}
            {!others && (
              <Button sx={{ minHeight: 48 }} onClick={() => setOthers(true)}>
                Другие документы рейса
              </Button>
            )}
            <Button
              sx={{ minHeight: 48 }}
              endIcon={history ? <ExpandLessIcon /> : <ExpandMoreIcon />}
              aria-expanded={history}
              onClick={() => setHistory((v) => !v)}
            >
              История документов
            </Button>
            {history && <TripDocsHistory slotUuid={slot.uuid} />}
          </Stack>
        ) : (
          <Typography color={status.isError ? 'error' : 'text.secondary'} sx={{ mt: 1 }}>
            {status.isError ? status.error.message : 'Загружаем документы…'}
          </Typography>
        ))}
    </Box>
  );
}

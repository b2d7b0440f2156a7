import { useId, useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Link from '@mui/material/Link';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { UploadedFile } from '@kolos/domain/files';
import {
  GRAIN_PURPOSE_LABELS,
  GRAIN_PURPOSES,
  isSdizNumber,
  TRIP_DOCS_MSG,
  TRIP_DOCUMENT_NAMES,
  type GrainPurpose,
  type SlotDocumentWire,
  type TripDocumentCode,
} from '@kolos/domain/trip-documents';
import { DOCUMENT_ACCEPT, DocumentCard } from '../files/document-card';
import { FileUpload } from '../files/file-upload';
import { UPLOAD_PATH } from '../files/upload-file';
import { uploadQueue } from '../files/upload-queue';
import { notify } from '../notify/notifier';
import { notifyFailure } from '../notify/notify-failure';
import { useSendSlotDocument } from './trip-docs-api';

interface Props {
  slotUuid: string;
  code: TripDocumentCode;
  /** The point requires it before unloading. */
  required: boolean;
  /** The slot's current document of the code, if any. */
  document: SlotDocumentWire | undefined;
  /** The purpose sent with the СДИЗ so far. */
  purpose: GrainPurpose | null;
}

/**
 * One trip document of a slot (issue 20): what is there now, the shared upload widget (POST
 * /docs/file/upload with progress; pdf, jpg, png; a phone photographs the pages, each its own file
 * of the document, kept in the browser until sent — issue 29 point 18) and, for the СДИЗ,
 * its number (the domain's rule) and the purpose. 'Отправить на проверку' links the uploaded
 * files to the slot; a document already there is replaced.
 */
export function TripDocumentUploader({ slotUuid, code, required, document, purpose }: Props) {
  const purposeId = useId();
  const name = TRIP_DOCUMENT_NAMES[code];
  const sdiz = code === 'SDIZ';
  const send = useSendSlotDocument();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  // The pages wait in the browser under the slot and code until they are linked (ADR 0099).
  const target = useMemo(
    () => ({ scope: `trip:${slotUuid}:${code}`, path: UPLOAD_PATH, linkLater: true }),
    [slotUuid, code],
  );
  const [number, setNumber] = useState(document?.number ?? '');
  const [chosenPurpose, setChosenPurpose] = useState<GrainPurpose>(purpose ?? 'FOOD');
  const [touched, setTouched] = useState(false);

  const numberError = !sdiz
    ? null
    : number.trim() === ''
      ? TRIP_DOCS_MSG.sdizRequired
      : isSdizNumber(number)
        ? null
        : TRIP_DOCS_MSG.sdizBadNumber;
  const sdizChanged =
    sdiz && (number.trim() !== (document?.number ?? '') || chosenPurpose !== (purpose ?? 'FOOD'));
  const ready = sdiz ? !numberError && (files.length > 0 || sdizChanged || !document) : files.length > 0;

  const submit = async () => {
    setTouched(true);
    if (!ready) return;
    try {
      await send.mutateAsync({
        slotUuid,
        code,
        fileUuids: files.map((f) => f.uuid),
        ...(sdiz && { sdizNumber: number.trim(), purpose: chosenPurpose }),
      });
      notify.success(`${name}: отправлено на проверку`);
      await uploadQueue.clearSent(
        target.scope,
        files.map((f) => f.uuid),
      );
      setTouched(false);
    } catch (error) {
      notifyFailure(error);
    }
  };

  return (
    <DocumentCard name={name} headingComponent="h3" uploaded={Boolean(document)} required={required}>
      {document && (
        <Box sx={{ mb: 1 }}>
          {document.number && <Typography>Номер: {document.number}</Typography>}
          {document.files.length > 0 && (
            <Box component="ul" aria-label={`Загруженные файлы: ${name}`} sx={{ p: 0, m: 0 }}>
              {document.files.map((f) => (
                <Box component="li" key={f.uuid} sx={{ listStyle: 'none', py: 0.25 }}>
                  <Link href={f.url} target="_blank" rel="noopener" sx={{ overflowWrap: 'anywhere' }}>
                    {f.name}
                  </Link>
                </Box>
              ))}
            </Box>
          )}
          <Typography variant="body2" color="text.secondary">
            Загружен {new Date(document.uploadedAt).toLocaleString('ru-RU')}
            {document.uploadedBy && `, ${document.uploadedBy}`}
          </Typography>
        </Box>
      )}

      {sdiz && (
        <Stack spacing={1.5} sx={{ mb: 1.5 }}>
          <TextField
            label="Номер СДИЗ"
            required
            fullWidth
            value={number}
            onChange={(e) => setNumber(e.target.value)}
            onBlur={() => setTouched(true)}
            error={touched && Boolean(numberError)}
            helperText={touched && numberError ? numberError : 'Например, 2026-0000012345-01'}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 60 } }}
          />
          <FormControl>
            <FormLabel id={purposeId}>Цель использования</FormLabel>
            <RadioGroup
              row
              aria-labelledby={purposeId}
              value={chosenPurpose}
              onChange={(e) => setChosenPurpose(e.target.value as GrainPurpose)}
            >
              {GRAIN_PURPOSES.map((p) => (
                <FormControlLabel key={p} value={p} control={<Radio />} label={GRAIN_PURPOSE_LABELS[p]} />
              ))}
            </RadioGroup>
          </FormControl>
        </Stack>
      )}

      <FileUpload
        target={target}
        label={sdiz ? 'Скан СДИЗ (по желанию)' : document ? 'Заменить файлы' : 'Файлы'}
        headingComponent="h3"
        accept={DOCUMENT_ACCEPT}
        onChange={setFiles}
      />
      {touched && !sdiz && files.length === 0 && (
        <Typography color="error" variant="body2" sx={{ mt: 1 }}>
          {TRIP_DOCS_MSG.filesRequired}
        </Typography>
      )}
      <Button
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 1.5, minHeight: 48 }}
        disabled={send.isPending}
        onClick={() => void submit()}
        aria-label={`Отправить на проверку: ${name}`}
      >
        {document ? 'Заменить и отправить на проверку' : 'Отправить на проверку'}
      </Button>
    </DocumentCard>
  );
}

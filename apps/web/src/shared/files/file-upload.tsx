import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import PhotoCameraOutlinedIcon from '@mui/icons-material/PhotoCameraOutlined';
import ReplayIcon from '@mui/icons-material/Replay';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { DOCUMENT_TYPES, uploadedFileSchema } from '@kolos/domain/files';
import { formatFileSize } from './file-size';
import { downloadFile } from './upload-file';
import { UPLOAD_TEXT, type UploadItem, type UploadTarget } from './upload-queue';
import { useUploads, type UploadCallbacks } from './use-uploads';

const ACCEPT = DOCUMENT_TYPES.flatMap((t) => [t.mime, ...t.extensions.map((e) => `.${e}`)]).join(',');
/** What a phone's camera makes that the server takes (SPEC 9): a photo of a page. */
const PHOTO_ACCEPT = 'image/jpeg,image/png';

export interface FileUploadProps extends UploadCallbacks {
  /** Where the files go and the scope they are listed under (kept in the browser until sent). */
  target: UploadTarget;
  label?: string;
  /** The file picker's filter; MIME types alone let a phone offer its camera. */
  accept?: string;
  /** Drop a row once its file is stored: the screen lists stored files itself. */
  hideDone?: boolean;
  /** The section heading's level. */
  headingComponent?: 'h2' | 'h3';
}

function statusText(item: UploadItem): string {
  switch (item.status) {
    case 'waiting':
      return UPLOAD_TEXT.waiting;
    case 'sending':
      return UPLOAD_TEXT.sending(item.progress);
    case 'failed':
      return UPLOAD_TEXT.failed;
    case 'refused':
      return item.error ?? '';
    case 'done': {
      const stored = uploadedFileSchema.safeParse(item.result);
      return `Загружен, ${formatFileSize(stored.success ? stored.data.size : item.size)}`;
    }
  }
}

function ItemRow({
  item,
  onRemove,
  onRetry,
}: {
  item: UploadItem;
  onRemove: () => void;
  onRetry: () => void;
}) {
  const { name, status } = item;
  const statusId = useId();
  const stored = status === 'done' ? uploadedFileSchema.safeParse(item.result) : null;
  const pending = status === 'waiting' || status === 'sending' || status === 'failed';
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {stored?.success ? (
            <Link
              component="button"
              type="button"
              aria-label={`Скачать ${stored.data.name}`}
              onClick={() => void downloadFile(stored.data.uuid)}
              sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
            >
              {stored.data.name}
            </Link>
          ) : (
            <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
          )}
          <Typography
            id={statusId}
            variant="body2"
            color={status === 'refused' ? 'error' : status === 'failed' ? 'warning.dark' : 'text.secondary'}
            sx={{ fontWeight: status === 'sending' ? 600 : undefined }}
            aria-live="polite"
          >
            {statusText(item)}
          </Typography>
        </Box>
        {(status === 'failed' || status === 'waiting') && (
          <IconButton aria-label={`Отправить сейчас ${name}`} onClick={onRetry}>
            <ReplayIcon />
          </IconButton>
        )}
        <IconButton aria-label={pending ? `Отменить отправку ${name}` : `Удалить ${name}`} onClick={onRemove}>
          {pending ? <CloseIcon /> : <DeleteOutlineIcon />}
        </IconButton>
      </Stack>
      {status === 'sending' && (
        <LinearProgress
          variant="determinate"
          value={item.progress}
          aria-label={`Отправка ${name}`}
          aria-describedby={statusId}
          sx={{ mt: 0.5, height: 8, borderRadius: 1 }}
        />
      )}
    </Box>
  );
}

/**
 * SPEC 2.15 document upload widget, phone first (issue 29 point 18): a phone takes the pages with
 * its camera («Сфотографировать», several in a row) or picks files; each file is kept in the
 * browser and sent on its own with progress, retried until the server has it (ADR 0099). pdf,
 * jpg, png up to 1 GB (SPEC 5, 9) are checked here first and again, by content, on the server.
 */
export function FileUpload({
  target,
  onChange,
  onSent,
  label = 'Документы',
  accept = ACCEPT,
  hideDone = false,
  headingComponent = 'h2',
}: FileUploadProps) {
  const { items: all, add, remove, retry } = useUploads(target, { onChange, onSent });
  const items = hideDone ? all.filter((i) => i.status !== 'done') : all;
  const picker = useRef<HTMLInputElement>(null);
  const camera = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const titleId = useId();
  // A phone (a finger, or a narrow screen) is offered its camera first; a desktop drops files.
  const phone = useMediaQuery('(pointer: coarse), (max-width: 599.95px)');

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add(e.dataTransfer.files);
  };
  const taken = (input: HTMLInputElement) => {
    if (input.files) add(input.files);
    input.value = '';
  };

  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography id={titleId} variant="subtitle1" component={headingComponent} sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box
        data-testid="file-drop"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: over ? 'primary.main' : 'divider',
          bgcolor: over ? 'action.hover' : 'transparent',
          borderRadius: 1,
          p: { xs: 1.5, sm: 3 },
          textAlign: 'center',
        }}
      >
        {!phone && (
          <>
            <UploadFileIcon color="primary" fontSize="large" aria-hidden />
            <Typography sx={{ mb: 1 }}>Перетащите файлы сюда или</Typography>
          </>
        )}
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
          {phone && (
            <Button
              variant="contained"
              size="large"
              startIcon={<PhotoCameraOutlinedIcon />}
              onClick={() => camera.current?.click()}
              sx={{ minHeight: 48 }}
            >
              Сфотографировать
            </Button>
          )}
          <Button
            variant={phone ? 'outlined' : 'contained'}
            size={phone ? 'large' : 'medium'}
            onClick={() => picker.current?.click()}
            sx={{ minHeight: phone ? 48 : undefined }}
          >
            {items.length ? 'Добавить файлы' : 'Выбрать файлы'}
          </Button>
        </Stack>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          pdf, jpg, png — до 1 Гб каждый. Документ на нескольких страницах — добавьте все страницы
        </Typography>
        <input
          ref={picker}
          type="file"
          multiple
          hidden
          accept={accept}
          aria-label="Выбрать файлы"
          onChange={(e) => taken(e.target)}
        />
        <input
          ref={camera}
          type="file"
          multiple
          hidden
          accept={PHOTO_ACCEPT}
          capture="environment"
          aria-label="Сфотографировать"
          onChange={(e) => taken(e.target)}
        />
      </Box>
      {items.length > 0 && (
        <Box component="ul" aria-label="Файлы" sx={{ p: 0, m: 0, mt: 1 }}>
          {items.map((item) => (
            <ItemRow
              key={item.id}
              item={item}
              onRemove={() => void remove(item)}
              onRetry={() => retry(item)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}

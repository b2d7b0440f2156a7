import { useId, useRef, useState, type DragEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import ReplayIcon from '@mui/icons-material/Replay';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { DOCUMENT_TYPES, type UploadedFile } from '@kolos/domain/files';
import { formatFileSize } from './file-size';
import { downloadFile } from './upload-file';
import { useUploads, type UploadItem, type Uploader } from './use-uploads';

const ACCEPT = DOCUMENT_TYPES.flatMap((t) => [t.mime, ...t.extensions.map((e) => `.${e}`)]).join(',');

export interface FileUploadProps {
  /** The stored files, each time one is added or deleted. */
  onChange?: (files: UploadedFile[]) => void;
  label?: string;
  /** Where each file goes (default POST /docs/file/upload). Keep it stable (useCallback). */
  upload?: Uploader;
  /** The file picker's filter; MIME types alone let a phone offer its camera. */
  accept?: string;
  /** Drop a row once its file is stored: the screen lists stored files itself. */
  hideDone?: boolean;
  /** The section heading's level. */
  headingComponent?: 'h2' | 'h3';
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
  const name = item.file.name;
  const statusId = useId();
  return (
    <Box component="li" sx={{ py: 1, borderTop: 1, borderColor: 'divider', listStyle: 'none' }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          {item.result ? (
            <Link
              component="button"
              type="button"
              aria-label={`Скачать ${item.result.name}`}
              onClick={() => void downloadFile(item.result!.uuid)}
              sx={{ textAlign: 'left', overflowWrap: 'anywhere' }}
            >
              {item.result.name}
            </Link>
          ) : (
            <Typography sx={{ overflowWrap: 'anywhere' }}>{name}</Typography>
          )}
          <Typography
            id={statusId}
            variant="body2"
            color={item.error ? 'error' : 'text.secondary'}
            aria-live="polite"
          >
            {item.status === 'uploading' && `Загрузка… ${Math.round(item.progress)}%`}
            {item.status === 'done' && `Загружен, ${formatFileSize(item.result?.size ?? item.file.size)}`}
            {item.error}
          </Typography>
        </Box>
        {item.status === 'failed' && (
          <IconButton aria-label={`Повторить загрузку ${name}`} onClick={onRetry}>
            <ReplayIcon />
          </IconButton>
        )}
        <IconButton
          aria-label={item.status === 'uploading' ? `Отменить загрузку ${name}` : `Удалить ${name}`}
          onClick={onRemove}
        >
          {item.status === 'uploading' ? <CloseIcon /> : <DeleteOutlineIcon />}
        </IconButton>
      </Stack>
      {item.status === 'uploading' && (
        <LinearProgress
          variant="determinate"
          value={item.progress}
          aria-label={`Загрузка ${name}`}
          aria-describedby={statusId}
          sx={{ mt: 0.5 }}
        />
      )}
    </Box>
  );
}

/**
 * SPEC 2.15 document upload widget: drag and drop or choose files, add more, delete them. Each
 * file uploads on its own with progress and cancel; pdf, jpg, png up to 1 GB (SPEC 5, 9) are
 * checked here first and again, by content, on the server.
 */
export function FileUpload({
  onChange,
  label = 'Документы',
  upload,
  accept = ACCEPT,
  hideDone = false,
  headingComponent = 'h2',
}: FileUploadProps) {
  const { items: all, add, remove, retry } = useUploads(onChange, upload);
  const items = hideDone ? all.filter((i) => i.status !== 'done') : all;
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);
  const titleId = useId();

  const onDrop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    add(e.dataTransfer.files);
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
          p: { xs: 2, sm: 3 },
          textAlign: 'center',
        }}
      >
        <UploadFileIcon color="primary" fontSize="large" aria-hidden />
        <Typography sx={{ mb: 1 }}>Перетащите файлы сюда или</Typography>
        <Button variant="contained" onClick={() => input.current?.click()}>
          {items.length ? 'Добавить файлы' : 'Выбрать файлы'}
        </Button>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          pdf, jpg, png — до 1 Гб каждый
        </Typography>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={accept}
          aria-label="Выбрать файлы"
          onChange={(e) => {
            if (e.target.files) add(e.target.files);
            e.target.value = '';
          }}
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

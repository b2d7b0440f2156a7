import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlinedIcon from '@mui/icons-material/FileDownloadOutlined';
import type { DocumentFile } from '@kolos/domain/documents';
import { formatFileSize } from '../files/file-size';
import { downloadFile } from '../files/upload-file';
import { PageLoader } from '../ui/page-loader';

const PdfPages = lazy(async () => ({ default: (await import('./pdf-pages')).PdfPages }));

const isImage = (file: Pick<DocumentFile, 'type' | 'name'>) =>
  file.type.startsWith('image/') || /\.(png|jpe?g)$/i.test(file.name);
const isPdf = (file: Pick<DocumentFile, 'type' | 'name'>) =>
  file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** A download button for one stored file: a fresh signed link each time (links live minutes). */
export function DownloadButton({ file, compact }: { file: DocumentFile; compact?: boolean }) {
  return (
    <Button
      size="small"
      startIcon={<FileDownloadOutlinedIcon />}
      aria-label={`Скачать ${file.name}`}
      onClick={() => void downloadFile(file.fileUuid)}
      sx={{ flexShrink: 0 }}
    >
      {compact ? 'Скачать' : `Скачать (${formatFileSize(file.size)})`}
    </Button>
  );
}

/**
 * One document file shown in place: an image as it is, a PDF drawn page by page; anything else
 * only downloads. The signed link of the answer is used as it came (fresh with each load).
 */
export function FilePreview({ file }: { file: DocumentFile }) {
  return (
    <Box component="figure" sx={{ m: 0 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1, minWidth: 0 }}>
        <Typography component="figcaption" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {file.name}
        </Typography>
        <DownloadButton file={file} />
      </Stack>
      {isImage(file) ? (
        <Box
          component="img"
          src={file.url}
          alt={file.name}
          sx={{ display: 'block', maxWidth: '100%', border: 1, borderColor: 'divider' }}
        />
      ) : isPdf(file) ? (
        <Suspense fallback={<PageLoader />}>
          <PdfPages url={file.url} name={file.name} />
        </Suspense>
      ) : (
        <Typography color="text.secondary">Просмотр этого типа файла недоступен — скачайте его.</Typography>
      )}
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import type { CompanyDocument } from '@kolos/domain/documents';
import { formatFileSize } from '../../../shared/files/file-size';
import { DownloadButton } from '../../../shared/moderation/file-preview';
import { useTimeZone } from '../../../shared/time/use-time-zone';

const STATUS: Record<CompanyDocument['status'], { label: string; color: 'success' | 'error' | 'default' }> = {
  UPLOADED: { label: 'Загружен', color: 'success' },
  MISSING: { label: 'Не загружен', color: 'error' },
  OPTIONAL: { label: 'Необязательный', color: 'default' },
};

interface Props {
  document: CompanyDocument;
  canChange: boolean;
  onUpload: (document: CompanyDocument) => void;
}

/** One document code: status, upload date, its files to download, and upload / replace. */
export function DocumentItem({ document, canChange, onUpload }: Props) {
  const { format } = useTimeZone();
  const status = STATUS[document.status];
  return (
    <Paper variant="outlined" component="section" aria-label={document.description} sx={{ p: 2 }}>
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 1, md: 2 },
          alignItems: 'start',
          gridTemplateColumns: { xs: '1fr', md: 'minmax(220px, 2fr) 3fr auto' },
        }}
      >
        <Box>
          <Typography component="h2" sx={{ fontWeight: 600 }}>
            {document.description}
          </Typography>
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 0.5 }}
          >
            <Chip size="small" variant="outlined" color={status.color} label={status.label} />
            {document.required && (
              <Typography variant="body2" color="text.secondary">
                обязательный
              </Typography>
            )}
            {!document.forCompanyType && (
              <Typography variant="body2" color="text.secondary">
                не для этой формы организации: новые файлы не принимаются
              </Typography>
            )}
          </Stack>
          {document.uploadedAt && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              Загружен {format(document.uploadedAt)}
            </Typography>
          )}
        </Box>
        <Box>
          {document.files.length === 0 ? (
            <Typography color="text.secondary">Файлов нет</Typography>
          ) : (
            <Box component="ul" aria-label="Файлы" sx={{ m: 0, p: 0, listStyle: 'none' }}>
              {document.files.map((file) => (
                <Box
                  component="li"
                  key={file.uuid}
                  sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0 }}
                >
                  <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                    {file.name}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      {formatFileSize(file.size)}
                    </Typography>
                  </Typography>
                  <DownloadButton file={file} compact />
                </Box>
              ))}
            </Box>
          )}
          {document.history.length > 0 && (
            <Box component="details" sx={{ mt: 1 }}>
              <Typography
                component="summary"
                variant="body2"
                color="text.secondary"
                sx={{ cursor: 'pointer' }}
              >
                Прежние файлы: {document.history.length}
              </Typography>
              <Box component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
                {document.history.map((file) => (
                  <Box component="li" key={file.uuid} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                    <Typography variant="body2" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                      {file.name}, заменён {file.replacedAt ? format(file.replacedAt) : ''}
                    </Typography>
                    <DownloadButton file={file} compact />
                  </Box>
                ))}
              </Box>
            </Box>
          )}
        </Box>
        {canChange && document.forCompanyType && (
          <Button
            variant={document.files.length ? 'outlined' : 'contained'}
            startIcon={<UploadFileIcon />}
            onClick={() => onUpload(document)}
            sx={{ justifySelf: { xs: 'start', md: 'end' } }}
          >
            {document.files.length ? 'Заменить' : 'Загрузить'}
          </Button>
        )}
      </Box>
    </Paper>
  );
}

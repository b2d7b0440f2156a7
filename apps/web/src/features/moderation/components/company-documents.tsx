import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CompanyDocument } from '@kolos/domain/documents';
import { FilePreview } from '../../../shared/moderation/file-preview';
import { useTimeZone } from '../../../shared/time/use-time-zone';

const STATUS: Record<CompanyDocument['status'], { label: string; color: 'success' | 'error' | 'default' }> = {
  UPLOADED: { label: 'Загружен', color: 'success' },
  MISSING: { label: 'Не загружен', color: 'error' },
  OPTIONAL: { label: 'Необязательный', color: 'default' },
};

/** Each document code of the company with its files previewed in place. */
export function CompanyDocuments({ documents }: { documents: CompanyDocument[] }) {
  const { format } = useTimeZone();
  const shown = documents.filter((d) => d.status !== 'OPTIONAL' || d.files.length > 0);
  return (
    <Stack spacing={2}>
      {shown.map((doc) => (
        <Paper
          key={doc.code}
          variant="outlined"
          component="section"
          aria-label={doc.description}
          sx={{ p: 2 }}
        >
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}
          >
            <Typography component="h3" sx={{ fontWeight: 600, mr: 'auto' }}>
              {doc.description}
              {doc.required ? '' : ' (необязательный)'}
            </Typography>
            {doc.uploadedAt && (
              <Typography variant="body2" color="text.secondary">
                загружен {format(doc.uploadedAt)}
              </Typography>
            )}
            <Chip
              size="small"
              variant="outlined"
              color={STATUS[doc.status].color}
              label={STATUS[doc.status].label}
            />
          </Stack>
          {doc.files.length > 0 && (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 280px), 1fr))',
              }}
            >
              {doc.files.map((file) => (
                <FilePreview key={file.uuid} file={file} />
              ))}
            </Box>
          )}
        </Paper>
      ))}
    </Stack>
  );
}

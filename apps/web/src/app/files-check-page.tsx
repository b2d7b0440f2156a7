import { useState } from 'react';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UploadedFile } from '@kolos/domain/files';
import { FileUpload } from '../shared/files/file-upload';
import { Guarded } from './guarded';

/**
 * /admin/files-check: the upload widget on its own, for the e2e and for trying storage settings
 * (ADR 0061). Any signed-in user; not in the menu. The onboarding screens will use the widget.
 */
export function FilesCheckPage() {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  return (
    <Guarded name="Home">
      <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
          Проверка загрузки файлов
        </Typography>
        <FileUpload onChange={setFiles} />
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} aria-live="polite">
          Загружено файлов: {files.length}
        </Typography>
      </Paper>
    </Guarded>
  );
}

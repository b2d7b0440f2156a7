import { useState } from 'react';
import { Navigate } from 'react-router';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { UploadedFile } from '@kolos/domain/files';
import { useSession } from '../shared/auth/use-session';
import { FileUpload } from '../shared/files/file-upload';
import { UPLOAD_PATH } from '../shared/files/upload-file';
import { pathTo } from '../shared/routing/paths';
import { Guarded } from './guarded';

const CHECK_TARGET = { scope: 'files-check', path: UPLOAD_PATH };

/**
 * /admin/files-check: the upload widget on its own, for the e2e and for trying storage settings
 * (ADR 0061). Platform admins only (issue 28 point 21: a developer's page, not a farmer's); not in
 * the menu. The product's screens use the same widget.
 */
export function FilesCheckPage() {
  return (
    <Guarded name="Home">
      <AdminsOnly />
    </Guarded>
  );
}

function AdminsOnly() {
  const { user } = useSession();
  const [files, setFiles] = useState<UploadedFile[]>([]);
  if (user?.userType !== 'admin') return <Navigate to={pathTo('AccessDenied')} replace />;
  return (
    <Paper sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
      <Typography variant="h5" component="h1" sx={{ mb: 2 }}>
        Проверка загрузки файлов
      </Typography>
      <FileUpload target={CHECK_TARGET} onChange={setFiles} />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }} aria-live="polite">
        Загружено файлов: {files.length}
      </Typography>
    </Paper>
  );
}

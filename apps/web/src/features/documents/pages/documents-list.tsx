import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { CompanyDocument } from '@kolos/domain/documents';
import { useSession } from '../../../shared/auth/use-session';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useCompanyDocuments } from '../api/documents-api';
import { DocumentItem } from '../components/document-item';
import { FarmerCompanySelect } from '../components/farmer-company-select';
import { TripDocsQueue } from '../components/trip-docs-queue';
import { UploadDialog } from '../components/upload-dialog';

/**
 * Issue 19 point 7 (route DocumentsList): a company's documents by code — status, upload date,
 * files to download, upload and replace. A farmer sees his own company's; a purchaser's staff
 * pick one of the farmers their company invited (read only); an admin any farmer, and may change.
 */
export function DocumentsList() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  // issue 20: a purchaser's staff also check the trucks' documents ('Документы рейсов')
  const checksTrips = user?.userType === 'purchaser';
  const tab = checksTrips && params.get('tab') === 'trips' ? 'trips' : 'company';
  return (
    <Box>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 700, mb: 2 }}>
        {tab === 'trips' ? 'Документы рейсов' : 'Документы организации'}
      </Typography>
      {checksTrips && (
        <Tabs
          value={tab}
          onChange={(_, v: string) => setParams(v === 'trips' ? { tab: 'trips' } : {}, { replace: false })}
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="company" label="Документы организации" />
          <Tab value="trips" label="Документы рейсов" />
        </Tabs>
      )}
      {tab === 'trips' ? <TripDocsQueue /> : <CompanyDocuments />}
    </Box>
  );
}

/** The company documents' tab (issue 19). */
function CompanyDocuments() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const [uploading, setUploading] = useState<CompanyDocument | null>(null);
  const isFarmer = user?.userType === 'farmer';
  const isAdmin = user?.userType === 'admin';
  const companyUuid = isFarmer ? (user?.companyUuid ?? null) : params.get('company');
  const { data, error, isFetching } = useCompanyDocuments(companyUuid);
  const canChange = isAdmin || (isFarmer && companyUuid === user?.companyUuid);

  const choose = (uuid: string | null) =>
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        if (uuid) next.set('company', uuid);
        else next.delete('company');
        return next;
      },
      { replace: false },
    );

  return (
    <Box>
      {!isFarmer && (
        <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
          <FarmerCompanySelect value={companyUuid} onChange={choose} invitedOnly={!isAdmin} />
        </Paper>
      )}
      {!companyUuid ? (
        <Typography color="text.secondary">
          {isFarmer ? 'Организация не найдена' : 'Выберите организацию, чтобы увидеть её документы.'}
        </Typography>
      ) : error ? (
        <Alert severity="error">{error.message}</Alert>
      ) : !data ? (
        isFetching && <PageLoader />
      ) : (
        <Stack spacing={1.5}>
          {/* The server lists the codes of the company's form (issue 28 point 17) and any it still holds. */}
          {data.documents.map((doc) => (
            <DocumentItem key={doc.code} document={doc} canChange={canChange} onUpload={setUploading} />
          ))}
        </Stack>
      )}
      <UploadDialog document={uploading} onClose={() => setUploading(null)} />
    </Box>
  );
}

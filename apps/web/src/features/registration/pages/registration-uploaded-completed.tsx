import { Navigate } from 'react-router';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { PageLoader } from '../../../shared/ui/page-loader';
import { StepActions, StepPage } from '../components/step-page';
import { useCompanyDocuments } from '../components/use-company-documents';
import { useRegistration } from '../components/use-registration';

const filesWord = (n: number) => {
  const ten = n % 10;
  const hundred = n % 100;
  if (ten === 1 && hundred !== 11) return 'файл';
  if (ten >= 2 && ten <= 4 && (hundred < 12 || hundred > 14)) return 'файла';
  return 'файлов';
};

/** Registration step 2 done (RegistrationUploadedCompleted): what was uploaded, then on to the agreement. */
export function RegistrationUploadedCompleted() {
  const { companyUuid, go, pathOf } = useRegistration();
  const { blocks, missing, isLoading } = useCompanyDocuments(companyUuid);
  if (isLoading) return <PageLoader />;
  if (missing.length > 0) return <Navigate to={pathOf('RegistrationUploadDocuments')} replace />;
  const uploaded = blocks.filter((b) => b.document?.files.length);
  return (
    <StepPage
      title="Документы загружены"
      lead="Все обязательные документы на месте. Осталось подписать договор с закупщиком."
    >
      <Box sx={{ display: 'flex', justifyContent: 'center', mb: 1 }}>
        <CheckCircleIcon color="success" sx={{ fontSize: 56 }} aria-hidden />
      </Box>
      <List aria-label="Загруженные документы" dense>
        {uploaded.map((b) => {
          const count = b.document?.files.length ?? 0;
          return (
            <ListItem key={b.code} disableGutters>
              <ListItemIcon sx={{ minWidth: 36 }}>
                <CheckCircleIcon color="success" fontSize="small" />
              </ListItemIcon>
              <ListItemText primary={b.name} secondary={`${count} ${filesWord(count)}`} />
            </ListItem>
          );
        })}
      </List>
      <StepActions>
        <Button onClick={() => go('RegistrationUploadDocuments')}>Изменить документы</Button>
        <Button variant="contained" size="large" onClick={() => go('RegistrationContracts')}>
          Далее: договор
        </Button>
      </StepActions>
    </StepPage>
  );
}

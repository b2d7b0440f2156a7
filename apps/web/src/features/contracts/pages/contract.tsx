import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { CONTRACT_MSG } from '@kolos/domain/contracts';
import { isApiError } from '../../../shared/api/api-error';
import { notify } from '../../../shared/notify/notifier';
import { pathTo } from '../../../shared/routing/paths';
import { PageLoader } from '../../../shared/ui/page-loader';
import { useContract } from '../api/get-contract';
import { ContractForm } from '../components/contract-form';

/** SPEC 2.1 `contracts/{uuid}`: uuid 'create' means a new deal. */
export function Contract() {
  const { uuid = 'create' } = useParams();
  const isNew = uuid === 'create';
  const navigate = useNavigate();
  const contract = useContract(isNew ? null : uuid);

  useEffect(() => {
    if (!contract.isError) return;
    // SPEC 8: 'Не найдено сделки с таким uuid', then the contracts list
    const error = contract.error;
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    notify.error(missing || !error.message ? CONTRACT_MSG.notFound : error.message);
    navigate(pathTo('ContractsList'), { replace: true });
  }, [contract.isError, contract.error, navigate]);

  if (isNew) return <ContractForm />;
  if (!contract.data) return <PageLoader />;
  return <ContractForm key={contract.data.uuid} contract={contract.data} />;
}

import { useParams } from 'react-router';
import { CONTRACT_MSG } from '@kolos/domain/contracts';
import { CreateOrEditPage, editedUuid } from '../../../shared/form';
import { pathTo } from '../../../shared/routing/paths';
import { useContract } from '../api/get-contract';
import { ContractForm } from '../components/contract-form';

/** SPEC 2.1 `contracts/{uuid}`: uuid 'create' means a new deal; SPEC 8 when it cannot be found. */
export function Contract() {
  const { uuid } = useParams();
  const contract = useContract(editedUuid(uuid));
  return (
    <CreateOrEditPage
      uuid={uuid}
      query={contract}
      notFound={CONTRACT_MSG.notFound}
      listPath={pathTo('ContractsList')}
    >
      {(found) => (found ? <ContractForm key={found.uuid} contract={found} /> : <ContractForm />)}
    </CreateOrEditPage>
  );
}

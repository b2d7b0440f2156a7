import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Agreement } from '@kolos/domain/agreements';
import { fetchCurrentAgreement } from '../../../shared/agreements/agreement-api';
import { onboardingKeys } from '../../../shared/onboarding/onboarding-api';

const agreementKey = (companyUuid: string) => [...onboardingKeys.company(companyUuid), 'agreement'] as const;

/** POST /personal/agreement/current: the inviting purchaser's current agreement (created on first call). */
export function useCurrentAgreement(companyUuid: string) {
  return useQuery({
    queryKey: agreementKey(companyUuid),
    queryFn: () => fetchCurrentAgreement(),
    enabled: companyUuid !== '',
  });
}

/** Once signed: the step shows the signature and the checklist reads the company again. */
export function useOnRegistrationSigned(companyUuid: string) {
  const client = useQueryClient();
  return useCallback(
    (signed: Agreement) => {
      client.setQueryData(agreementKey(companyUuid), signed);
      void client.invalidateQueries({ queryKey: onboardingKeys.moderation(companyUuid) });
    },
    [client, companyUuid],
  );
}

import { useEffect, type ReactNode } from 'react';
import { useNavigate } from 'react-router';
import type { UseQueryResult } from '@tanstack/react-query';
import { isApiError } from '../api/api-error';
import { notify } from '../notify/notifier';
import { PageLoader } from '../ui/page-loader';

/** The uuid a create-or-edit route carries for a new record (SPEC 2.1 `contracts/create`). */
export const CREATE = 'create';

/** The uuid of the record to load, or null on the create form. */
export const editedUuid = (uuid: string | undefined): string | null =>
  uuid === undefined || uuid === CREATE ? null : uuid;

interface Props<T> {
  /** The route's uuid: absent or 'create' is a new record. */
  uuid: string | undefined;
  /** The record's query (disabled on the create form). */
  query: Pick<UseQueryResult<T>, 'data' | 'isError' | 'error'>;
  /** SPEC 8's not-found text of the area ('Не найдено сделки с таким uuid'). */
  notFound: string;
  /** Where the user goes when the record cannot be opened: the list's path (`pathTo('ContractsList')`). */
  listPath: string;
  /** The form: null to create, the loaded record to edit. */
  children: (record: T | null) => ReactNode;
}

/**
 * The scaffold of every create-or-edit page. A new record gets the empty form at once; an
 * existing one the form once it is loaded. One that cannot be opened — missing, another
 * company's (404), or no uuid at all (400) — never shows a blank form: SPEC 8 says the area's
 * not-found text and goes to the list. Another failure says the server's own message.
 */
export function CreateOrEditPage<T>({ uuid, query, notFound, listPath, children }: Props<T>) {
  const navigate = useNavigate();
  const isNew = editedUuid(uuid) === null;
  const failed = !isNew && query.isError;
  const error = query.error;

  useEffect(() => {
    if (!failed) return;
    const missing = isApiError(error) && (error.status === 404 || error.status === 400);
    notify.error(missing || !error?.message ? notFound : error.message);
    navigate(listPath, { replace: true });
  }, [failed, error, notFound, listPath, navigate]);

  if (isNew) return children(null);
  if (query.data === undefined) return <PageLoader />;
  return children(query.data);
}

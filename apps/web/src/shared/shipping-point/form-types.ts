import type { Control, FieldErrors } from 'react-hook-form';
import type { LocationDraft, LocationInput } from '@kolos/domain/locations';

/** The react-hook-form control of the shipping-point form: drafts in, validated bodies out. */
export type PointControl = Control<LocationDraft, unknown, LocationInput>;
export type PointErrors = FieldErrors<LocationDraft>;

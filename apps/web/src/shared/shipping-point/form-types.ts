import type { Control, FieldErrors, UseFormTrigger } from 'react-hook-form';
import type { LocationDraft, LocationInput } from '@kolos/domain/locations';

/** The react-hook-form control of the shipping-point form: drafts in, validated bodies out. */
export type PointControl = Control<LocationDraft, unknown, LocationInput>;
export type PointErrors = FieldErrors<LocationDraft>;
/** Re-checks fields of the form: a rule across fields speaks again under each of them. */
export type PointTrigger = UseFormTrigger<LocationDraft>;

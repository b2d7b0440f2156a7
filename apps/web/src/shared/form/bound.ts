import type { Control, FieldPath, FieldValues } from 'react-hook-form';

/**
 * What every kit field takes to bind itself to react-hook-form: the field's name and, outside a
 * FormProvider, the form's control (inside one, the context's is used).
 */
export interface Bound<T extends FieldValues> {
  name: FieldPath<T>;
  control?: Control<T>;
}

/** The form kit (ADR 0065): fields bound to react-hook-form and the create-or-edit page scaffold. */
export { TextField } from './text-field';
export { NumberField } from './number-field';
export { SelectField } from './select-field';
export { DateField } from './date-field';
export { DateInput } from './date-input';
export { DateRangeInputs } from './date-range-inputs';
export { NumberInput } from './number-input';
export { CreateOrEditPage, editedUuid } from './edit-page';
export type { Option } from '../ui/option-select';
export { saveInForm, showServerErrors } from './server-errors';
export { useEnterAtStart } from './use-enter-at-start';

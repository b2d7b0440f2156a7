/** The form kit (ADR 0065): fields bound to react-hook-form and the create-or-edit page scaffold. */
export { TextField } from './text-field';
export { NumberField } from './number-field';
export { SelectField } from './select-field';
export { DateField } from './date-field';
export { DateInput, type DateInputProps } from './date-input';
export { NumberInput, type NumberInputProps } from './number-input';
export { CreateOrEditPage, CREATE, editedUuid } from './edit-page';
export type { Option } from '../ui/option-select';

import { useRef, useState, type FormEvent } from 'react';
import { ERRORS, MSG, normalizePhone } from '@kolos/domain';

type Rule = (value: string) => string | undefined;

/** SPEC 4 Login: the phone rule and message the API applies (domain's normalizePhone). */
export const phoneRule: Rule = (value) =>
  !value ? MSG.required : normalizePhone(value) ? undefined : ERRORS.BAD_PHONE.message;

export const requiredRule: Rule = (value) => (value ? undefined : MSG.required);

/**
 * The values and errors of a login form, checked the way react-hook-form does by default: on
 * submit, then on every change once submitted; the first wrong field takes the focus. One or two
 * text fields need no form library, and /login — the first screen on a farmer's phone — does not
 * download one.
 */
export function useLoginForm<F extends string>(
  rules: Record<F, Rule>,
  initial: Partial<Record<F, string>> = {},
) {
  const names = Object.keys(rules) as F[];
  const [values, setValues] = useState(
    () => Object.fromEntries(names.map((n) => [n, initial[n] ?? ''])) as Record<F, string>,
  );
  const [errors, setErrors] = useState<Partial<Record<F, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<F, HTMLInputElement | null>>>({});

  const check = (next: Record<F, string>) => {
    const found: Partial<Record<F, string>> = {};
    for (const name of names) found[name] = rules[name](next[name]);
    return found;
  };

  const field = (name: F) => ({
    name,
    value: values[name],
    error: Boolean(errors[name]),
    helperText: errors[name],
    inputRef: (el: HTMLInputElement | null) => {
      inputs.current[name] = el;
    },
    onChange: (value: string) => {
      const next = { ...values, [name]: value };
      setValues(next);
      if (submitted) setErrors(check(next));
    },
  });

  const handleSubmit = (onValid: (values: Record<F, string>) => void) => (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = check(values);
    setErrors(found);
    const wrong = names.find((name) => found[name]);
    if (wrong) inputs.current[wrong]?.focus();
    else onValid(values);
  };

  return { field, handleSubmit };
}

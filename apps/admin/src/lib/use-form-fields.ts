import { useState } from 'react';

/** Sets one field of a form's values: `set('price')` is the price input's `onChange`. */
export type SetField<F> = <K extends keyof F>(field: K) => (value: F[K]) => void;

/** A form's values in one state, with a setter per field, for the editors' inputs. */
export function useFormFields<F extends object>(initial: () => F): [F, SetField<F>] {
  const [form, setForm] = useState(initial);
  const set: SetField<F> = (field) => (value) =>
    setForm((current) => ({ ...current, [field]: value }));
  return [form, set];
}

import { useRef, useState } from 'react';
import { type Check, firstError } from '../../lib/validate';

export interface FieldProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onBlur: () => void;
  error: Check;
}

/**
 * Values, inline errors and server errors of one form. A field's own error shows once the player leaves it
 * with something typed, or after a submit; a server error shows until that field changes. Values are never
 * cleared on a failure: what the player typed stays.
 */
export function useForm<K extends string>(
  formId: string,
  initial: Record<K, string>,
  validate: (values: Record<K, string>) => Partial<Record<K, Check>>,
) {
  const [values, setValues] = useState(initial);
  const [visible, setVisible] = useState<Partial<Record<K, boolean>>>({});
  const [server, setServer] = useState<Partial<Record<K, Check>>>({});
  const latest = useRef(values);
  latest.current = values;
  const errors = validate(values);

  const error = (k: K): Check => server[k] ?? (visible[k] ? (errors[k] ?? null) : null);
  const set = (k: K, v: string) => {
    setValues((p) => ({ ...p, [k]: v }));
    setServer((p) => (p[k] ? { ...p, [k]: null } : p));
  };
  const field = (k: K): FieldProps => ({
    id: `${formId}-${k}`,
    value: values[k],
    onChange: (v) => set(k, v),
    onBlur: () => {
      if (latest.current[k] !== '') setVisible((p) => ({ ...p, [k]: true }));
    },
    error: error(k),
  });

  /** Shows every error; focuses and returns false when one field is wrong. */
  const check = (only?: K[]): boolean => {
    const keys = only ?? (Object.keys(values) as K[]);
    setVisible((p) => ({ ...p, ...Object.fromEntries(keys.map((k) => [k, true])) }));
    const picked = Object.fromEntries(keys.map((k) => [k, errors[k] ?? null])) as Partial<Record<K, Check>>;
    const wrong = firstError(picked);
    if (wrong) document.getElementById(`${formId}-${wrong}`)?.focus();
    return wrong === null;
  };

  /** Puts server errors under their fields (unknown names are ignored); true when one landed. */
  const setServerErrors = (found: Record<string, Check>): boolean => {
    const mine = Object.fromEntries(Object.entries(found).filter(([k]) => k in values)) as Partial<
      Record<K, Check>
    >;
    setServer((p) => ({ ...p, ...mine }));
    const wrong = firstError(mine);
    if (wrong) document.getElementById(`${formId}-${wrong}`)?.focus();
    return wrong !== null;
  };

  return { values, set, field, check, setServerErrors, errors };
}

import '../../styles/ui.css';
import '../../i18n/account';
import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { t } from '../../i18n';
import type { Check } from '../../lib/validate';
import type { FieldProps } from './use-form';

type InputExtras = Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'inputMode' | 'maxLength' | 'placeholder' | 'autoFocus' | 'enterKeyHint'
>;

export function errorText(error: Check): string {
  return error ? t(error.key, error.vars) : '';
}

/** A labelled input; its error sits under it and is tied to it for screen readers. */
export function TextField({
  label,
  hint,
  type = 'text',
  after,
  field,
  ...extras
}: {
  label: string;
  hint?: string;
  type?: string;
  /** A control inside the input row (password toggle, send-code button). */
  after?: ReactNode;
  field: FieldProps;
} & InputExtras) {
  const { id, value, onChange, onBlur, error } = field;
  const described = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  return (
    <div className={error ? 'field has-error' : 'field'}>
      <label htmlFor={id}>{label}</label>
      <div className="field-row">
        <input
          id={id}
          name={id}
          type={type}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={described}
          spellCheck={false}
          autoCapitalize="off"
          {...extras}
        />
        {after}
      </div>
      {hint && !error && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="field-error">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle (the value stays as typed either way). */
export function PasswordField({
  label,
  field,
  autoComplete = 'current-password',
  hint,
}: {
  label: string;
  field: FieldProps;
  autoComplete?: 'current-password' | 'new-password';
  hint?: string;
}) {
  const [shown, setShown] = useState(false);
  return (
    <TextField
      label={label}
      hint={hint}
      type={shown ? 'text' : 'password'}
      autoComplete={autoComplete}
      field={field}
      after={
        <button
          type="button"
          className="field-btn"
          aria-pressed={shown}
          aria-controls={field.id}
          aria-label={t(shown ? 'form.hidePassword' : 'form.showPassword')}
          onClick={() => setShown(!shown)}
          onMouseDown={(e) => e.preventDefault()}
        >
          <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
            <path
              d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12z"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
            />
            <circle cx="12" cy="12" r="3" fill="none" stroke="currentColor" strokeWidth="1.8" />
            {shown && <path d="M4 4l16 16" stroke="currentColor" strokeWidth="1.8" />}
          </svg>
        </button>
      }
    />
  );
}

/** A required confirmation box (21+ eligibility); its error sits under it. */
export function CheckField({
  id,
  checked,
  onChange,
  error,
  children,
}: {
  id: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
  error: Check;
  children: ReactNode;
}) {
  return (
    <div className={error ? 'field check-field has-error' : 'field check-field'}>
      <div className="check-row">
        <input
          id={id}
          type="checkbox"
          checked={checked}
          onChange={(e) => onChange(e.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{children}</label>
      </div>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {errorText(error)}
        </p>
      )}
    </div>
  );
}

/**
 * The form's submit button. Pressing it does not take focus from the field being typed in: that blur would
 * show the field's error, push the button down mid-tap and swallow the click.
 */
export function SubmitButton({
  children,
  disabled,
  form,
}: {
  children: ReactNode;
  disabled?: boolean;
  form?: string;
}) {
  return (
    <button
      type="submit"
      form={form}
      className="btn btn-gold btn-block"
      disabled={disabled}
      onMouseDown={(e) => e.preventDefault()}
    >
      {children}
    </button>
  );
}

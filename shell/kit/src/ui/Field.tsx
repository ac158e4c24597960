import { type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import { cx } from './cx.js';

interface FieldFrame {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
}

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {}

export function Input({ className, ...rest }: InputProps) {
  return <input className={cx('fpl-input', className)} {...rest} />;
}

export interface FieldProps extends InputProps, FieldFrame {}

/** A labelled input with an optional hint and error, wired with aria-describedby. */
export function Field({ label, hint, error, id, ...input }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="fpl-field">
      <label className="fpl-label" htmlFor={inputId}>
        {label}
      </label>
      <Input
        id={inputId}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {hint && (
        <span id={hintId} className="fpl-hint">
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className="fpl-field-error">
          {error}
        </span>
      )}
    </div>
  );
}

export interface SelectFieldProps extends SelectHTMLAttributes<HTMLSelectElement>, FieldFrame {}

export function SelectField({ label, hint, error, id, className, children, ...select }: SelectFieldProps) {
  const auto = useId();
  const selectId = id ?? auto;
  return (
    <div className="fpl-field">
      <label className="fpl-label" htmlFor={selectId}>
        {label}
      </label>
      <select
        id={selectId}
        className={cx('fpl-select', className)}
        aria-invalid={error ? true : undefined}
        {...select}
      >
        {children}
      </select>
      {hint && <span className="fpl-hint">{hint}</span>}
      {error && <span className="fpl-field-error">{error}</span>}
    </div>
  );
}

import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { Button } from './Button.js';

export interface ModalProps {
  open: boolean;
  title: ReactNode;
  onClose: () => void;
  children?: ReactNode;
  /** Buttons at the bottom right. */
  actions?: ReactNode;
}

/** A modal on the native <dialog>: focus is kept inside, Escape closes it. */
export function Modal({ open, title, onClose, children, actions }: ModalProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return (
    <dialog
      ref={ref}
      className="fpl-modal"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      {open && (
        <>
          <h2 id={titleId} className="fpl-card__title">
            {title}
          </h2>
          <div style={{ marginTop: '0.75rem' }}>{children}</div>
          {actions && <div className="fpl-modal__actions">{actions}</div>}
        </>
      )}
    </dialog>
  );
}

export interface ConfirmDialogProps {
  open: boolean;
  title?: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

export function ConfirmDialog({
  open,
  title = 'Please confirm',
  message,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  danger = false,
  busy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Modal
      open={open}
      title={title}
      onClose={onCancel}
      actions={
        <>
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} onClick={onConfirm} busy={busy}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <p>{message}</p>
    </Modal>
  );
}

/**
 * `const [confirm, dialog] = useConfirm()`; render `dialog`, then `if (await confirm(text)) ...`.
 * A promise-based stand-in for window.confirm that matches the design.
 */
export function useConfirm(
  options: Omit<ConfirmDialogProps, 'open' | 'message' | 'onConfirm' | 'onCancel'> = {},
) {
  const [pending, setPending] = useState<{ message: ReactNode; resolve: (ok: boolean) => void } | null>(null);
  const confirm = useCallback(
    (message: ReactNode) => new Promise<boolean>((resolve) => setPending({ message, resolve })),
    [],
  );
  const settle = (ok: boolean) => {
    pending?.resolve(ok);
    setPending(null);
  };
  const dialog = (
    <ConfirmDialog
      {...options}
      open={pending !== null}
      message={pending?.message ?? ''}
      onConfirm={() => settle(true)}
      onCancel={() => settle(false)}
    />
  );
  return [confirm, dialog] as const;
}

// Modal dialogs: focus moves in, Tab is trapped, Escape closes, focus returns to the opener.
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from '@qcard/runtime/i18n/react-i18n';
import { FOCUSABLE, focusLost, focusWhenEnabled, owedFocus } from '@qcard/kit/ui/focus-return';
import '../styles/ui.css';

export interface ModalDialogProps {
  open: boolean;
  title: string;
  children?: ReactNode;
  actions: ReactNode;
  /** Escape (and the Close action) calls this. */
  onClose: () => void;
  role?: 'dialog' | 'alertdialog';
  /** CSS selector of the element to focus first (default: first button in the actions). */
  initialFocus?: string;
}

export function ModalDialog({
  open,
  title,
  children,
  actions,
  onClose,
  role = 'dialog',
  initialFocus,
}: ModalDialogProps) {
  const ref = useRef<HTMLDivElement>(null);
  const titleId = `qc-dlg${useId().replace(/:/g, '')}`;
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  useEffect(() => {
    if (!open) return undefined;
    // Opened by an action whose button is disabled while it runs (SAVE TO CART, then Continue or
    // Stay Back): focus is on nothing, and is owed to that button; or it is still on the disabled
    // button, where a browser without the focus fix-up leaves it.
    const active = document.activeElement as HTMLElement | null;
    const opener = focusLost(active)
      ? (owedFocus() ?? (active?.hasAttribute('disabled') ? active : null))
      : active;
    const node = ref.current;
    const first =
      (initialFocus && node?.querySelector<HTMLElement>(initialFocus)) ||
      node?.querySelector<HTMLElement>('.qc-dialog__actions button') ||
      node;
    first?.focus();
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        onCloseRef.current();
        return;
      }
      if (e.key !== 'Tab' || !node) return;
      const items = Array.from(node.querySelectorAll<HTMLElement>(FOCUSABLE));
      if (items.length === 0) {
        e.preventDefault();
        return;
      }
      const firstEl = items[0] as HTMLElement;
      const lastEl = items[items.length - 1] as HTMLElement;
      const active = document.activeElement;
      if (e.shiftKey && (active === firstEl || !node.contains(active))) {
        e.preventDefault();
        lastEl.focus();
      } else if (!e.shiftKey && (active === lastEl || !node.contains(active))) {
        e.preventDefault();
        firstEl.focus();
      }
    };
    document.addEventListener('keydown', onKey, true);
    const prevOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey, true);
      document.body.style.overflow = prevOverflow;
      // The choice made may have disabled the opener while it works (Remove card): it gets focus
      // when it is back, and its reason has it meanwhile.
      if (opener && document.contains(opener)) focusWhenEnabled(opener, { meanwhile: true });
    };
  }, [open, initialFocus]);

  if (!open) return null;
  return createPortal(
    <div className="qc-dialog-backdrop">
      <div
        ref={ref}
        className="qc-dialog"
        role={role}
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={children ? `${titleId}-body` : undefined}
        tabIndex={-1}
      >
        <h2 id={titleId} className="qc-dialog__title">
          {title}
        </h2>
        {children ? (
          <div id={`${titleId}-body`} className="qc-dialog__body">
            {children}
          </div>
        ) : null}
        <div className="qc-dialog__actions">{actions}</div>
      </div>
    </div>,
    document.body,
  );
}

interface DialogChoice {
  label: string;
  onClick: () => void;
}

// The safe choice comes first, so it has the initial focus and Escape takes it; the choice that
// goes on (Yes, Continue) is the primary button after it.
function TwoChoiceDialog({
  open,
  title,
  role,
  message,
  back,
  forward,
}: {
  open: boolean;
  title: string;
  role?: ModalDialogProps['role'];
  message: ReactNode;
  back: DialogChoice;
  forward: DialogChoice;
}) {
  return (
    <ModalDialog
      open={open}
      title={title}
      {...(role ? { role } : {})}
      onClose={back.onClick}
      actions={
        <>
          <button type="button" className="qc-btn qc-btn--secondary" onClick={back.onClick}>
            {back.label}
          </button>
          <button type="button" className="qc-btn" onClick={forward.onClick}>
            {forward.label}
          </button>
        </>
      }
    >
      <p>{message}</p>
    </ModalDialog>
  );
}

/** What every two-choice dialog is given; each has its own default title and message. */
interface ChoiceDialogProps {
  open: boolean;
  title?: string;
  message?: ReactNode;
}

export interface ConfirmDialogProps extends ChoiceDialogProps {
  onYes: () => void;
  onNo: () => void;
  yesLabel?: string;
  noLabel?: string;
}

/** 'Are you sure you want to delete?' with No and Yes; No has the initial focus (safe default). */
export function ConfirmDialog({
  open,
  title,
  message,
  onYes,
  onNo,
  yesLabel,
  noLabel,
}: ConfirmDialogProps) {
  const { t } = useTranslation('common');
  return (
    <TwoChoiceDialog
      open={open}
      title={title ?? t('dialog.confirm.title')}
      role="alertdialog"
      message={message ?? t('dialog.confirm.message')}
      back={{ label: noLabel ?? t('dialog.no'), onClick: onNo }}
      forward={{ label: yesLabel ?? t('dialog.yes'), onClick: onYes }}
    />
  );
}

export interface InfoDialogProps {
  open: boolean;
  title?: string;
  message: ReactNode;
  onOk: () => void;
  okLabel?: string;
}

export function InfoDialog({ open, title, message, onOk, okLabel }: InfoDialogProps) {
  const { t } = useTranslation('common');
  return (
    <ModalDialog
      open={open}
      title={title ?? t('dialog.info.title')}
      onClose={onOk}
      actions={
        <button type="button" className="qc-btn" onClick={onOk}>
          {okLabel ?? t('dialog.ok')}
        </button>
      }
    >
      <p>{message}</p>
    </ModalDialog>
  );
}

export interface ContinueStayDialogProps extends ChoiceDialogProps {
  onContinue: () => void;
  onStay: () => void;
}

/** After save to cart: Continue (to the cart) or Stay Back. Escape = Stay Back. */
export function ContinueStayDialog({
  open,
  title,
  message,
  onContinue,
  onStay,
}: ContinueStayDialogProps) {
  const { t } = useTranslation('common');
  return (
    <TwoChoiceDialog
      open={open}
      title={title ?? t('dialog.savedToCart.title')}
      message={message ?? t('dialog.savedToCart.message')}
      back={{ label: t('dialog.stayBack'), onClick: onStay }}
      forward={{ label: t('dialog.continue'), onClick: onContinue }}
    />
  );
}

/**
 * A modal dialog on the native <dialog> (focus kept inside, Escape closes, the page behind inert).
 * `staticBackdrop` (the invoice viewer, portal §2) ignores clicks on the backdrop.
 */
import { useEffect, useId, useRef, type ReactNode } from 'react';
import { useTranslation } from '../app/translation.js';
import { Icon } from './icons.js';

export interface ModalProps {
  readonly open: boolean;
  readonly title: string;
  readonly onClose: () => void;
  readonly children: ReactNode;
  readonly footer?: ReactNode;
  readonly staticBackdrop?: boolean;
  readonly wide?: boolean;
  readonly testId?: string;
}

export function Modal({ open, title, onClose, children, footer, staticBackdrop = false, wide = false, testId }: ModalProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!open && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }, [open]);
  if (!open) return null;
  return (
    <dialog
      ref={ref}
      className={`modal${wide ? ' modal--wide' : ''}`}
      aria-labelledby={titleId}
      data-testid={testId}
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}
      onClick={(e) => {
        if (!staticBackdrop && e.target === ref.current) onClose();
      }}
    >
      <div className="modal__box">
        <div className="modal__head">
          <h2 id={titleId}>{title}</h2>
          <button type="button" className="icon-button" onClick={onClose}>
            <Icon name="close" />
            <span className="visually-hidden">{t('common.close')}</span>
          </button>
        </div>
        <div className="modal__body">{children}</div>
        {footer && <div className="modal__foot">{footer}</div>}
      </div>
    </dialog>
  );
}

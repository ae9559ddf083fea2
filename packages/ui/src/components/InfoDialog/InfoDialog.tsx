import { useId, type ReactNode } from 'react';
import { useModalDialog } from '../../hooks/useModalDialog';
import { IconButton } from '../Button/Button';
import * as styles from './InfoDialog.css';
import { useText } from '../../i18n/TextProvider';

export interface InfoDialogProps {
  open: boolean;
  onClose: () => void;
  /** The heading; a `MarkedName` for a catalogue name. */
  title: ReactNode;
  /** The explanation; a string becomes a paragraph. */
  children: ReactNode;
  image?: { src: string; alt: string };
}

/**
 * Not exported: the dialog `FeatureList` opens for a technology or special feature. A small modal explanation,
 * `vars.size.infoDialogWidth` (90vw) wide and at most `infoDialogMaxWidth` (350 px). Escape, the close button and the
 * backdrop close it; focus returns to the control that opened it.
 */
export function InfoDialog({ open, onClose, title, children, image }: InfoDialogProps) {
  const text = useText();
  const ref = useModalDialog(open, onClose);
  const titleId = useId();
  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      className={styles.dialog}
      onClick={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      {open ? (
        <>
          {image?.src ? (
            <img className={styles.image} src={image.src} alt={image.alt} decoding="async" />
          ) : null}
          <div className={styles.body}>
            <div className={styles.header}>
              <h2 id={titleId} className={styles.title}>
                {title}
              </h2>
              <IconButton
                icon="close"
                label={text.t('ui.infoDialog.close')}
                className={styles.close}
                onClick={onClose}
                data-autofocus
              />
            </div>
            {typeof children === 'string' ? <p className={styles.text}>{children}</p> : children}
          </div>
        </>
      ) : null}
    </dialog>
  );
}

// The console's confirmation popup, apart from the building blocks in consoleParts.tsx: the frame of
// every console page uses those, and only a few sections need the popup's code.
import { Button } from '../../components/Button';
import type { ButtonVariant } from '../../components/buttonStyle';
import { Modal } from '../../components/Modal';
import { Actions } from './consoleParts';

type ConfirmDialogProps = {
  open: boolean;
  /** Every word already translated by the caller. */
  title: string;
  text: string;
  confirmLabel: string;
  cancelLabel: string;
  closeLabel: string;
  /** The confirm button's look: danger for what cannot be undone, primary for a restore. */
  tone?: ButtonVariant;
  busy: boolean;
  onConfirm: () => void;
  onClose: () => void;
};

/** Asks before a step such as a removal: what it does, the step's button and Cancel. */
export function ConfirmDialog({
  open,
  title,
  text,
  confirmLabel,
  cancelLabel,
  closeLabel,
  tone = 'danger',
  busy,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={closeLabel}>
      <p>{text}</p>
      <Actions>
        <Button type="button" $variant={tone} disabled={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
        <Button type="button" $variant="subtle" onClick={onClose}>
          {cancelLabel}
        </Button>
      </Actions>
    </Modal>
  );
}

// What every dialog about one record is given by the publish bar.
import type { PublishedKind } from '../../../shared/publishing/types';
import type { ApiTag } from './publishingApi';

export type RecordDialogProps = {
  kind: PublishedKind;
  recordKey: string;
  /** How the dialog names the record, already translated. */
  title: string;
  onClose: () => void;
};

/** A dialog that changes the record: it names the version the editor has open and what the change refreshes. */
export type RecordChangeDialogProps = RecordDialogProps & {
  /** The version of the record the editor has open (the change is sent with it). */
  version: number;
  languages: boolean;
  tags: ApiTag[];
};

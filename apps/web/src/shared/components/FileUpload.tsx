import type { UploadSpec, UploadType } from '@portal/shared/uploads';
import { Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { getFeedback } from '../api/feedback';

/** What a file picker offers for each type an upload takes (names and MIME types). */
const PICKER_TYPES: Record<UploadType, string> = {
  png: '.png,image/png',
  jpeg: '.jpg,.jpeg,image/jpeg',
  pdf: '.pdf,application/pdf',
  csv: '.csv,text/csv',
  xlsx: '.xlsx,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  zip: '.zip,application/zip,application/x-zip-compressed',
};

/** The picker's `accept` attribute for the types of an upload's `accepts` (its contract's, or a slot's narrower set). */
export function acceptAttribute(accepts: UploadSpec['accepts']): string {
  return (Object.keys(accepts) as UploadType[]).map((type) => PICKER_TYPES[type]).join(',');
}

export interface FileUploadOptions<T> {
  /** The browser's check of a picked file (`uploadProblem` with the slot's texts): the message, or null. */
  problem: (file: File) => string | null;
  /** Sends the file (through `upload()` and the request layer, which says why when it fails). */
  send: (file: File, onProgress: (percent: number) => void) => Promise<T>;
  /** The upload's answer. */
  onUploaded?: (answer: T, file: File) => void;
  /** A picked file that passed the check, before it is sent (a document's OCR). */
  onPicked?: (file: File) => void;
}

export interface FileUploadState {
  uploading: boolean;
  /** 0–100 while the file is sent, when the sender reports it; null otherwise. */
  progress: number | null;
  /** Takes a picked file: checks it (the message when refused, nothing sent), then sends it. */
  pick: (file: File) => void;
}

/** What a slot's button says: its own words, or how far the upload has got while one is sent. */
export function uploadingText(upload: FileUploadState, idle: string): string {
  if (!upload.uploading) return idle;
  return `上传中${upload.progress === null ? '…' : ` ${upload.progress}%`}`;
}

/**
 * Every file slot's mechanics: the browser's check, the sending and its progress. The slot draws itself from the state (a picture card, a document
 * with its progress bar, a button) around a `FileUpload` picker.
 */
export function useFileUpload<T>({
  problem,
  send,
  onUploaded,
  onPicked,
}: FileUploadOptions<T>): FileUploadState {
  const [sending, setSending] = useState<{ progress: number | null } | null>(null);

  // The picker is disabled while a file is sent: one upload at a time per slot.
  const pick = (file: File) => {
    const refusal = problem(file);
    if (refusal) {
      getFeedback().message('error', refusal);
      return;
    }
    onPicked?.(file);
    setSending({ progress: null });
    send(file, (percent) => setSending({ progress: percent }))
      .then((answer) => onUploaded?.(answer, file))
      .catch(() => {
        // The request layer has said why; what the slot held stays.
      })
      .finally(() => setSending(null));
  };

  return { uploading: sending !== null, progress: sending?.progress ?? null, pick };
}

interface FileUploadProps {
  /** The types and sizes taken: the picker offers those types. */
  accepts: UploadSpec['accepts'];
  upload: FileUploadState;
  disabled?: boolean;
  className?: string;
  /** The trigger (a button). */
  children: ReactNode;
}

/** The picker of a file slot: opens the device's file chooser and hands the file to `useFileUpload`. */
export function FileUpload({ accepts, upload, disabled = false, className, children }: FileUploadProps) {
  return (
    <Upload
      accept={acceptAttribute(accepts)}
      showUploadList={false}
      beforeUpload={(file) => {
        upload.pick(file);
        // Sent by us, through the request layer, not by antd's own request.
        return Upload.LIST_IGNORE;
      }}
      disabled={disabled || upload.uploading}
      className={className}
    >
      {children}
    </Upload>
  );
}

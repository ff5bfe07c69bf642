import { FilePdfOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import { CERTIFICATION_TEXTS, PDF_MAX_BYTES } from '@portal/shared/certification';
import { IMAGE_MAX_BYTES } from '@portal/shared/uploads';
import { Button, Image, Progress, Upload } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { getFeedback } from '../../shared/api/feedback';
import { downloadDocument, uploadDocument } from './api';

/** DESIGN.md: images JPG/JPEG/PNG up to 3 MB; signed forms may also be PDF up to 10 MB. */
const IMAGE_TYPES = ['image/jpeg', 'image/png'];

/** The browser's check before an upload (spec 001 §5.6); the text to show, or null. */
export function documentProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  allowPdf: boolean,
): string | null {
  const isPdf = file.type === 'application/pdf' || (!file.type && /\.pdf$/i.test(file.name));
  const isImage = IMAGE_TYPES.includes(file.type) || (!file.type && /\.(jpe?g|png)$/i.test(file.name));
  if (isPdf && allowPdf) return file.size > PDF_MAX_BYTES ? CERTIFICATION_TEXTS.pdfSize : null;
  if (!isImage) return allowPdf ? CERTIFICATION_TEXTS.formType : ACCOUNT_TEXTS.imageType;
  return file.size > IMAGE_MAX_BYTES ? ACCOUNT_TEXTS.imageSize : null;
}

interface Shown {
  url: string;
  pdf: boolean;
}

interface DocumentUploadProps {
  value?: string;
  onChange?: (path: string) => void;
  /** What the document is (身份证人像面…): the picker's accessible name. */
  label: string;
  id?: string;
  disabled?: boolean;
  /** Signed forms: PDF too. */
  allowPdf?: boolean;
  /** Called with the picked image before its upload (OCR of the number). */
  onPicked?: (file: File) => void;
}

/**
 * One identity document: checks type and size, uploads with a progress bar, previews it
 * (images zoom on click; a PDF opens in a new tab) and offers to replace it. A document
 * already stored (from registration, or a submitted form) is fetched with the session,
 * as it is private.
 */
export function DocumentUpload({
  value,
  onChange,
  label,
  id,
  disabled,
  allowPdf = false,
  onPicked,
}: DocumentUploadProps) {
  const [shown, setShown] = useState<Shown | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const localFor = useRef<string | null>(null);

  // A stored document (not the file just picked): fetch it to show.
  useEffect(() => {
    if (!value || value === localFor.current) return;
    let current = true;
    let url: string | null = null;
    downloadDocument(value).then(
      (blob) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setShown({ url, pdf: value.endsWith('.pdf') });
      },
      () => undefined,
    );
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [value]);

  const pick = (file: File) => {
    const problem = documentProblem(file, allowPdf);
    if (problem) {
      getFeedback().message('error', problem);
      return Upload.LIST_IGNORE;
    }
    const pdf = file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
    if (!pdf) onPicked?.(file);
    setProgress(0);
    uploadDocument(file, setProgress)
      .then((path) => {
        localFor.current = path;
        setShown({ url: URL.createObjectURL(file), pdf });
        onChange?.(path);
      })
      .catch(() => {
        // The request layer has said why; the previous document (if any) stays.
      })
      .finally(() => setProgress(null));
    return false;
  };

  const uploading = progress !== null;
  const accept = `.jpg,.jpeg,.png,image/jpeg,image/png${allowPdf ? ',.pdf,application/pdf' : ''}`;
  const picker = (
    <Upload accept={accept} showUploadList={false} beforeUpload={pick} disabled={disabled || uploading}>
      {shown ? (
        <Button size="small" disabled={disabled || uploading} aria-label={`更换${label}`}>
          更换
        </Button>
      ) : (
        <button
          type="button"
          id={id}
          className="doc-upload__empty"
          disabled={disabled || uploading}
          aria-label={`上传${label}`}
        >
          {uploading ? <LoadingOutlined /> : <PlusOutlined />}
          <span>{uploading ? '上传中…' : label}</span>
        </button>
      )}
    </Upload>
  );

  return (
    <div className="doc-upload">
      {shown ? (
        <div className="doc-upload__preview">
          {shown.pdf ? (
            <a href={shown.url} target="_blank" rel="noreferrer" className="doc-upload__pdf" id={id}>
              <FilePdfOutlined />
              <span>{label}（PDF，点击查看）</span>
            </a>
          ) : (
            <Image src={shown.url} alt={label} className="doc-upload__image" />
          )}
        </div>
      ) : null}
      {uploading ? <Progress percent={progress} size="small" aria-label={`${label}上传进度`} /> : null}
      {disabled && !shown ? <span className="doc-upload__none">未上传</span> : disabled ? null : picker}
    </div>
  );
}

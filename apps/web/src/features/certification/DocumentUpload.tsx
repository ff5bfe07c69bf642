import { FilePdfOutlined, LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import { CERTIFICATION_TEXTS, PDF_MAX_BYTES } from '@portal/shared/certification';
import { IMAGE_ACCEPTS, uploadProblem } from '@portal/shared/uploads';
import { Button, Image, Progress } from 'antd';
import { useState } from 'react';
import { useObjectUrl } from '../../shared/api/useObjectUrl';
import { usePrivateFile } from '../../shared/api/usePrivateFile';
import { FileUpload, useFileUpload } from '../../shared/components/FileUpload';
import { downloadDocument, uploadDocument } from './api';

/** DESIGN.md: images JPG/JPEG/PNG up to 3 MB; signed forms may also be PDF up to 10 MB. */
const SIGNED_FORM_ACCEPTS = { ...IMAGE_ACCEPTS, pdf: PDF_MAX_BYTES };

/** The browser's check before an upload (spec 001 §5.6); the text to show, or null. */
export function documentProblem(
  file: Pick<File, 'name' | 'type' | 'size'>,
  allowPdf: boolean,
): string | null {
  return uploadProblem(file, allowPdf ? SIGNED_FORM_ACCEPTS : IMAGE_ACCEPTS, {
    wrongType: allowPdf ? CERTIFICATION_TEXTS.formType : ACCOUNT_TEXTS.imageType,
    tooLarge: (type) => (type === 'pdf' ? CERTIFICATION_TEXTS.pdfSize : ACCOUNT_TEXTS.imageSize),
  });
}

const isPdf = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

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
  // The file just picked and uploaded, shown from memory (no need to fetch it back).
  const [picked, setPicked] = useState<{ path: string; file: File; pdf: boolean } | null>(null);
  const isPicked = picked !== null && picked.path === value;
  const pickedUrl = useObjectUrl(isPicked ? picked.file : null);
  // A stored document (from registration, or a submitted form): private, fetched with the session.
  const stored = usePrivateFile(['certification', 'document', value], () => downloadDocument(value ?? ''), {
    enabled: Boolean(value) && !isPicked,
  });
  const shown: Shown | null =
    isPicked && pickedUrl
      ? { url: pickedUrl, pdf: picked.pdf }
      : !isPicked && value && stored.url
        ? { url: stored.url, pdf: value.endsWith('.pdf') }
        : null;

  const upload = useFileUpload({
    problem: (file) => documentProblem(file, allowPdf),
    send: uploadDocument,
    onPicked: (file) => {
      if (!isPdf(file)) onPicked?.(file);
    },
    onUploaded: (path, file) => {
      setPicked({ path, file, pdf: isPdf(file) });
      onChange?.(path);
    },
  });
  const { uploading, progress } = upload;
  const picker = (
    <FileUpload accepts={allowPdf ? SIGNED_FORM_ACCEPTS : IMAGE_ACCEPTS} upload={upload} disabled={disabled}>
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
    </FileUpload>
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
      {uploading ? <Progress percent={progress ?? 0} size="small" aria-label={`${label}上传进度`} /> : null}
      {disabled && !shown ? <span className="doc-upload__none">未上传</span> : disabled ? null : picker}
    </div>
  );
}

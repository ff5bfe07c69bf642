import { LoadingOutlined, PlusOutlined } from '@ant-design/icons';
import { filesApi } from '@portal/shared/accounts';
import { ACCOUNT_TEXTS } from '@portal/shared/accounts-constants';
import { IMAGE_ACCEPTS, uploadProblem } from '@portal/shared/uploads';
import { useEffect, useState } from 'react';
import { upload } from '../api/call';
import { useObjectUrl } from '../api/useObjectUrl';
import { FileUpload, uploadingText, useFileUpload } from './FileUpload';
import './image-upload.css';

/** The browser's check before an upload (spec 000 §5); the text to show, or null when fine. */
export function imageProblem(file: Pick<File, 'name' | 'type' | 'size'>): string | null {
  return uploadProblem(file, IMAGE_ACCEPTS, {
    wrongType: ACCOUNT_TEXTS.imageType,
    tooLarge: () => ACCOUNT_TEXTS.imageSize,
  });
}

/** Uploads one image; resolves to the stored file's path (the server checks the content too). */
export function uploadImage(file: File, onProgress?: (percent: number) => void): Promise<string> {
  return upload(filesApi.upload, file, {}, onProgress ? { onProgress } : {});
}

interface ImageUploadProps {
  /** The uploaded file's path (the form value). */
  value?: string;
  onChange?: (path: string | undefined) => void;
  /** What the image is, e.g. 身份证人像面; also the accessible name of the picker. */
  label: string;
  id?: string;
  disabled?: boolean;
}

/**
 * One image for a form (identity cards, licences): checks type and size in the browser,
 * uploads it, and previews the chosen file from the device. The uploaded files are
 * private, so the preview never fetches them back.
 */
export function ImageUpload({ value, onChange, label, id, disabled }: ImageUploadProps) {
  const [picked, setPicked] = useState<File | null>(null);

  // The form was reset or the value cleared: drop the preview with it.
  useEffect(() => {
    if (!value) setPicked(null);
  }, [value]);
  const preview = useObjectUrl(picked);

  const upload = useFileUpload({
    problem: imageProblem,
    send: uploadImage,
    onUploaded: (path, file) => {
      setPicked(file);
      onChange?.(path);
    },
  });

  return (
    <FileUpload accepts={IMAGE_ACCEPTS} upload={upload} disabled={disabled} className="image-upload">
      <button
        type="button"
        id={id}
        className={`image-upload__card${preview ? ' has-image' : ''}`}
        aria-label={preview ? `${label}（已上传，点击更换）` : `上传${label}`}
        disabled={disabled || upload.uploading}
      >
        {preview ? <img src={preview} alt={label} className="image-upload__image" /> : null}
        <span className="image-upload__hint">
          {upload.uploading ? <LoadingOutlined /> : preview ? null : <PlusOutlined />}
          <span>{uploadingText(upload, preview ? '点击更换' : label)}</span>
        </span>
      </button>
    </FileUpload>
  );
}

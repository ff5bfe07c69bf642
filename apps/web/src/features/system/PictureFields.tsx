import { FileImageOutlined, PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { NEWS_ADMIN_TEXTS } from '@portal/shared/news-admin';
import { type UploadSpec, uploadProblem } from '@portal/shared/uploads';
import { Button, Input, Space } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { type ReactNode, useRef } from 'react';
import {
  FileUpload,
  type FileUploadOptions,
  uploadingText,
  useFileUpload,
} from '../../shared/components/FileUpload';
import { imageHtml, insertAt } from './news-form';

/** How a console form sends a public picture: the browser's check, then the upload (the server checks again). */
export interface PictureSender {
  problem: FileUploadOptions<string>['problem'];
  send: FileUploadOptions<string>['send'];
  accepts: UploadSpec['accepts'];
}

/** A sender for an upload call's accepted types, with the texts of its refusals. */
export function pictureSender(
  accepts: UploadSpec['accepts'],
  texts: { wrongType: string; tooLarge: string },
  send: PictureSender['send'],
): PictureSender {
  const refusals = { wrongType: texts.wrongType, tooLarge: () => texts.tooLarge };
  return { accepts, send, problem: (file) => uploadProblem(file, accepts, refusals) };
}

interface PictureFieldProps {
  /** The picture's address (the form value). */
  value?: string;
  onChange?: (value: string) => void;
  sender: PictureSender;
  /** The preview's text for a screen reader. */
  alt: string;
  /** The button's words before a picture is there and once it is. */
  words: readonly [upload: string, replace: string];
  /** The class of the preview (and of the empty box, which takes its size). */
  pictureClassName: string;
  /** What stands in the picture's place while there is none (by default an empty box saying 未上传). */
  empty?: ReactNode;
  /** A picture shown when the value is empty (a logo the server generates). */
  fallback?: string | null;
  /** The words of a button that empties the value (back to the generated picture). */
  clearWords?: string;
  className?: string;
}

/** A picture slot of a console form: shows the picture, uploads a new one, and may go back to none. */
export function PictureField({
  value,
  onChange,
  sender,
  alt,
  words,
  pictureClassName,
  empty,
  fallback = null,
  clearWords,
  className = 'news-admin__poster',
}: PictureFieldProps) {
  const upload = useFileUpload({
    problem: sender.problem,
    send: sender.send,
    onUploaded: (address) => onChange?.(address),
  });
  const shown = value || fallback;
  return (
    <div className={className}>
      {shown ? (
        <img src={shown} alt={alt} className={pictureClassName} />
      ) : (
        (empty ?? (
          <div className={`news-admin__poster-empty ${pictureClassName}`}>
            <FileImageOutlined aria-hidden />
            <span>未上传</span>
          </div>
        ))
      )}
      <Space wrap>
        <FileUpload accepts={sender.accepts} upload={upload}>
          <Button icon={<UploadOutlined />} loading={upload.uploading}>
            {uploadingText(upload, value ? words[1] : words[0])}
          </Button>
        </FileUpload>
        {clearWords && value ? <Button onClick={() => onChange?.('')}>{clearWords}</Button> : null}
      </Space>
    </div>
  );
}

interface PictureTextFieldProps {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  sender: PictureSender;
  /** The inserted picture's text for a screen reader. */
  pictureAlt: string;
  placeholder: string;
  rows: { minRows: number; maxRows: number };
  className: string;
  textClassName?: string;
}

/** Rich text as paragraphs or HTML, with 插入图片: uploads a picture and puts it at the caret. */
export function PictureTextField({
  value = '',
  onChange,
  id,
  sender,
  pictureAlt,
  placeholder,
  rows,
  className,
  textClassName,
}: PictureTextFieldProps) {
  const area = useRef<TextAreaRef>(null);
  const upload = useFileUpload({
    problem: sender.problem,
    send: sender.send,
    onUploaded: (address) => {
      const caret = area.current?.resizableTextArea?.textArea.selectionStart ?? null;
      onChange?.(insertAt(value, imageHtml(address, pictureAlt), caret));
    },
  });
  return (
    <div className={className}>
      <FileUpload accepts={sender.accepts} upload={upload}>
        <Button icon={<PictureOutlined />} loading={upload.uploading}>
          {uploadingText(upload, NEWS_ADMIN_TEXTS.insertImage)}
        </Button>
      </FileUpload>
      <Input.TextArea
        id={id}
        ref={area}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        autoSize={rows}
        placeholder={placeholder}
        className={textClassName}
      />
    </div>
  );
}

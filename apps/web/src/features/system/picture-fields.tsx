import { PictureOutlined, UploadOutlined } from '@ant-design/icons';
import { APP_ADMIN_TEXTS, appAdminApi } from '@portal/shared/app-admin';
import { uploadProblem } from '@portal/shared/uploads';
import { Button, Input, Space } from 'antd';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useRef } from 'react';
import { FileUpload, useFileUpload } from '../../shared/components/FileUpload';
import { uploadAppLogo } from './apps-api';
import { imageHtml, insertAt } from './news-form';
import './apps.css';

/**
 * The catalogue's picture fields (应用管理 and 微服务管理): an item's icon, uploaded as a public
 * market picture (`appAdminApi.uploadLogo`) or the generated tile, and its rich details with
 * 插图 uploaded the same way and put at the caret.
 */

export const PICTURE_ACCEPTS = appAdminApi.uploadLogo.upload.accepts;

const pictureProblem = (file: File) =>
  uploadProblem(file, PICTURE_ACCEPTS, {
    wrongType: APP_ADMIN_TEXTS.logoType,
    tooLarge: () => APP_ADMIN_TEXTS.logoSize,
  });

/** The icon slot: the uploaded picture or the generated tile, with upload and back-to-generated. */
export function LogoField({
  value,
  onChange,
  generated,
  label = '应用图标',
}: {
  value?: string;
  onChange?: (value: string) => void;
  generated: string | null;
  /** What the icon is of (the preview's name). */
  label?: string;
}) {
  const upload = useFileUpload({
    problem: pictureProblem,
    send: uploadAppLogo,
    onUploaded: (address) => onChange?.(address),
  });
  const shown = value || generated;
  return (
    <div className="app-admin__logo-field">
      {shown ? (
        <img src={shown} alt={`${label}预览`} className="app-admin__logo-preview" />
      ) : (
        <div className="app-admin__logo-empty">
          <PictureOutlined aria-hidden />
          <span>自动生成</span>
        </div>
      )}
      <Space wrap>
        <FileUpload accepts={PICTURE_ACCEPTS} upload={upload}>
          <Button icon={<UploadOutlined />} loading={upload.uploading}>
            {upload.uploading
              ? `上传中${upload.progress === null ? '…' : ` ${upload.progress}%`}`
              : value
                ? '更换图标'
                : '上传图标'}
          </Button>
        </FileUpload>
        {value ? <Button onClick={() => onChange?.('')}>改用自动生成图标</Button> : null}
      </Space>
    </div>
  );
}

/** The details: their text (paragraphs or HTML) and 插入图片, which uploads a picture and puts it at the caret. */
export function DetailsEditor({
  value = '',
  onChange,
  id,
  pictureName = '应用图片',
  placeholder = '请输入应用详情',
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  /** The inserted picture's alternative text. */
  pictureName?: string;
  placeholder?: string;
}) {
  const area = useRef<TextAreaRef>(null);
  const upload = useFileUpload({
    problem: pictureProblem,
    send: uploadAppLogo,
    onUploaded: (address) => {
      const caret = area.current?.resizableTextArea?.textArea.selectionStart ?? null;
      onChange?.(insertAt(value, imageHtml(address, pictureName), caret));
    },
  });
  return (
    <div className="app-admin__details">
      <FileUpload accepts={PICTURE_ACCEPTS} upload={upload}>
        <Button icon={<PictureOutlined />} loading={upload.uploading}>
          {upload.uploading ? `上传中${upload.progress === null ? '…' : ` ${upload.progress}%`}` : '插入图片'}
        </Button>
      </FileUpload>
      <Input.TextArea
        id={id}
        ref={area}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        autoSize={{ minRows: 6, maxRows: 16 }}
        placeholder={placeholder}
      />
    </div>
  );
}

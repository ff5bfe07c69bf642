import { PictureOutlined } from '@ant-design/icons';
import { APP_ADMIN_TEXTS, appAdminApi } from '@portal/shared/app-admin';
import { uploadAppLogo } from './apps-api';
import { PictureField, type PictureSender, PictureTextField, pictureSender } from './PictureFields';
import './apps.css';

/**
 * The catalogue's picture fields (应用管理, 微服务管理 and 机理模型管理): an item's icon, uploaded as a public
 * market picture (`appAdminApi.uploadLogo`) or the generated tile, and its rich details with
 * 插图 uploaded the same way and put at the caret.
 */

const MARKET_PICTURES = pictureSender(
  appAdminApi.uploadLogo.upload.accepts,
  { wrongType: APP_ADMIN_TEXTS.logoType, tooLarge: APP_ADMIN_TEXTS.logoSize },
  uploadAppLogo,
);

/** The icon slot: the uploaded picture or the generated tile, with upload and back-to-generated. */
export function LogoField({
  value,
  onChange,
  generated,
  label = '应用图标',
  sender = MARKET_PICTURES,
}: {
  value?: string;
  onChange?: (value: string) => void;
  generated: string | null;
  /** What the icon is of (the preview's name). */
  label?: string;
  /** Where it is uploaded (a mechanism model's icon has its own call). */
  sender?: PictureSender;
}) {
  return (
    <PictureField
      {...(value === undefined ? {} : { value })}
      {...(onChange ? { onChange } : {})}
      sender={sender}
      alt={`${label}预览`}
      words={['上传图标', '更换图标']}
      pictureClassName="app-admin__logo-preview"
      empty={
        <div className="app-admin__logo-empty">
          <PictureOutlined aria-hidden />
          <span>自动生成</span>
        </div>
      }
      fallback={generated}
      clearWords="改用自动生成图标"
      className="app-admin__logo-field"
    />
  );
}

/** The details: their text (paragraphs or HTML) and 插入图片, which uploads a picture and puts it at the caret. */
export function DetailsEditor({
  value,
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
  return (
    <PictureTextField
      {...(value === undefined ? {} : { value })}
      {...(onChange ? { onChange } : {})}
      {...(id === undefined ? {} : { id })}
      sender={MARKET_PICTURES}
      pictureAlt={pictureName}
      placeholder={placeholder}
      rows={{ minRows: 6, maxRows: 16 }}
      className="app-admin__details"
    />
  );
}

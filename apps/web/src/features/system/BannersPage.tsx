import {
  BANNER_ADMIN_TEXTS,
  BANNER_SNAPSHOT_MAX,
  BANNER_SORT_MAX,
  BANNER_STATUSES,
  BANNER_TITLE_MAX,
  BANNER_TYPE_LABELS,
  BANNER_TYPE_OPTIONS,
  type BannerForm,
  bannerAdminApi,
  type ManagedBanner,
  zBannerForm,
} from '@portal/shared/banner-admin';
import { Button, Form, Input, InputNumber, Modal, Select, Space, Switch } from 'antd';
import { useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { dateColumn, statusColumn } from '../../shared/table/columns';
import { createBanner, removeBanner, setBannerShown, updateBanner, uploadBannerImage } from './api';
import { type BannerFormValues, bannerFormValues, normalColor, toBannerRequest } from './banner-form';
import { PictureField, pictureSender } from './PictureFields';
import { RowActions } from './RowActions';

const FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索轮播图标题', placeholder: '轮播图标题' },
  {
    kind: 'select',
    name: 'type',
    label: '所在页面',
    allLabel: '全部页面',
    options: BANNER_TYPE_OPTIONS,
    width: 150,
  },
  {
    kind: 'select',
    name: 'status',
    label: '显示状态',
    allLabel: '全部状态',
    options: BANNER_STATUSES.options(),
    width: 130,
  },
];

const LIST_KEY = tableQueryKey(bannerAdminApi.list);
const PICTURES = pictureSender(
  bannerAdminApi.uploadImage.upload.accepts,
  { wrongType: BANNER_ADMIN_TEXTS.imageType, tooLarge: BANNER_ADMIN_TEXTS.imageSize },
  uploadBannerImage,
);

const typeLabel = (type: number) => `${type} ${BANNER_TYPE_LABELS[type] ?? ''}`.trim();

/**
 * /system/banners (轮播图管理): the banners of every page type (spec 000 §9), hidden ones too,
 * filtered by page, status and title on the server, in the order each page shows them (larger
 * sort code first); written in a dialog (page, title, subtitle, picture with a preview of the
 * slide, text colour, order, shown or hidden), shown or hidden from the row, deleted after a
 * confirm. The public pages follow at once.
 */
export default function BannersPage() {
  const [editing, setEditing] = useState<ManagedBanner | 'new' | null>(null);

  const columns: ContractColumn<ManagedBanner>[] = [
    {
      key: 'url',
      title: '图片',
      dataIndex: 'url',
      width: 96,
      render: (_, banner) => (
        <img src={banner.url} alt={`轮播图：${banner.title}`} className="news-admin__thumb" />
      ),
    },
    { key: 'title', title: '标题', dataIndex: 'title', essential: true },
    {
      key: 'type',
      title: '所在页面',
      dataIndex: 'type',
      width: 120,
      render: (_, banner) => typeLabel(banner.type),
    },
    { key: 'sortCode', title: '排序值', dataIndex: 'sortCode', width: 80 },
    {
      key: 'textColor',
      title: '文字颜色',
      dataIndex: 'textColor',
      width: 110,
      render: (_, banner) => (
        <span className="banner-admin__color">
          <span className="banner-admin__swatch" style={{ background: banner.textColor }} aria-hidden />
          {banner.textColor}
        </span>
      ),
    },
    statusColumn({ title: '状态', dataIndex: 'status', of: BANNER_STATUSES, essential: true }),
    dateColumn({ title: '创建时间', dataIndex: 'createTime' }),
    {
      key: 'action',
      title: '操作',
      width: 190,
      essential: true,
      render: (_, banner) => <BannerActions banner={banner} onEdit={() => setEditing(banner)} />,
    },
  ];

  return (
    <section className="review-desk news-admin" aria-labelledby="banner-admin-title">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <h1 id="banner-admin-title" className="review-desk__title">
          {BANNER_ADMIN_TEXTS.banners}
        </h1>
        <Button type="primary" onClick={() => setEditing('new')}>
          {BANNER_ADMIN_TEXTS.create}
        </Button>
      </Space>
      <p className="banner-admin__hint">
        每个页面显示状态为“显示中”的轮播图，排序值大的在前；保存后门户立即更新。
      </p>
      <ContractTable
        endpoint={bannerAdminApi.list}
        label="轮播图列表"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        emptyText="没有符合条件的轮播图"
      />
      {editing ? (
        <BannerDialog banner={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

function BannerActions({ banner, onEdit }: { banner: ManagedBanner; onEdit: () => void }) {
  const shown = banner.status === BANNER_STATUSES.byKey.shown;
  const toggling = useWrite({
    write: () => setBannerShown(banner.id, !shown),
    success: shown ? BANNER_ADMIN_TEXTS.hidden : BANNER_ADMIN_TEXTS.shown,
    invalidates: [LIST_KEY],
    refreshAfterFailure: true,
    exclusive: true,
  });
  return (
    <RowActions
      name={banner.title}
      confirm={BANNER_ADMIN_TEXTS.removeConfirm}
      success={BANNER_ADMIN_TEXTS.removed}
      invalidates={[LIST_KEY]}
      remove={() => removeBanner(banner.id)}
      onEdit={onEdit}
    >
      <Button
        size="small"
        loading={toggling.pending}
        onClick={() => toggling.run(undefined)}
        aria-label={`${shown ? '隐藏' : '显示'}：${banner.title}`}
      >
        {shown ? '隐藏' : '显示'}
      </Button>
    </RowActions>
  );
}

/** The create / edit dialog, by the contract's rules, with the slide as its page will show it. */
function BannerDialog({ banner, onClose }: { banner: ManagedBanner | null; onClose: () => void }) {
  const [form] = Form.useForm<BannerFormValues>();
  const saving = useWrite({
    write: (body: BannerForm) => (banner ? updateBanner(banner.id, body) : createBanner(body)),
    success: banner ? BANNER_ADMIN_TEXTS.updated : BANNER_ADMIN_TEXTS.created,
    invalidates: [LIST_KEY],
    exclusive: true,
    onSuccess: onClose,
  });
  const url = Form.useWatch('url', form);
  const title = Form.useWatch('title', form);
  const snapshot = Form.useWatch('snapshot', form);
  const textColor = Form.useWatch('textColor', form);

  const submit = () =>
    form.validateFields().then(
      (values) => saving.run(toBannerRequest(values)),
      () => undefined,
    );

  return (
    <Modal
      open
      title={banner ? BANNER_ADMIN_TEXTS.edit : BANNER_ADMIN_TEXTS.create}
      onCancel={onClose}
      width={760}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="save" type="primary" loading={saving.pending} onClick={submit}>
          保存
        </Button>,
      ]}
    >
      <Form<BannerFormValues> form={form} layout="vertical" initialValues={bannerFormValues(banner, 1)}>
        <Form.Item label="所在页面" name="type" required rules={[fieldRule(zBannerForm.shape.type)]}>
          <Select options={BANNER_TYPE_OPTIONS} placeholder="请选择轮播图类型" />
        </Form.Item>
        <Form.Item label="轮播图标题" name="title" required rules={[fieldRule(zBannerForm.shape.title)]}>
          <Input maxLength={BANNER_TITLE_MAX} showCount placeholder="显示在图片上的标题" />
        </Form.Item>
        <Form.Item label="副标题" name="snapshot" rules={[fieldRule(zBannerForm.shape.snapshot)]}>
          <Input maxLength={BANNER_SNAPSHOT_MAX} showCount placeholder="标题下的一行说明（可不填）" />
        </Form.Item>
        <Form.Item
          label="轮播图图片"
          name="url"
          required
          rules={[fieldRule(zBannerForm.shape.url)]}
          extra="JPG/JPEG/PNG，不超过 3MB；建议宽 1920 像素、高 500 像素左右"
        >
          <PictureField
            sender={PICTURES}
            alt="轮播图图片"
            words={['上传图片', '更换图片']}
            pictureClassName="banner-admin__picture"
          />
        </Form.Item>
        <Space size="large" wrap align="start">
          <Form.Item
            label="文字颜色"
            name="textColor"
            required
            rules={[
              {
                validator: (_, value: string | undefined) => {
                  const result = zBannerForm.shape.textColor.safeParse(normalColor(value ?? ''));
                  return result.success
                    ? Promise.resolve()
                    : Promise.reject(new Error(BANNER_ADMIN_TEXTS.textColor));
                },
              },
            ]}
          >
            <ColorField />
          </Form.Item>
          <Form.Item
            label="排序值"
            name="sortCode"
            required
            rules={[fieldRule(zBannerForm.shape.sortCode)]}
            extra="大的在前"
          >
            <InputNumber min={0} max={BANNER_SORT_MAX} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label="显示状态" name="shown" valuePropName="checked">
            <Switch checkedChildren="显示" unCheckedChildren="隐藏" />
          </Form.Item>
        </Space>
      </Form>
      <SlidePreview
        url={url ?? ''}
        title={title ?? ''}
        snapshot={snapshot ?? ''}
        color={normalColor(textColor ?? '')}
      />
    </Modal>
  );
}

/** The text colour: picked, or typed as #rrggbb. */
function ColorField({
  value = '',
  onChange,
  id,
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
}) {
  const normal = normalColor(value);
  return (
    <Space.Compact>
      <input
        type="color"
        className="banner-admin__picker"
        aria-label="选择文字颜色"
        value={/^#[0-9a-f]{6}$/.test(normal) ? normal : '#ffffff'}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value)}
        maxLength={7}
        style={{ width: 110 }}
        placeholder="#ffffff"
      />
    </Space.Compact>
  );
}

/** The slide as the page's carousel draws it: the picture, the title and subtitle in the text colour. */
function SlidePreview({
  url,
  title,
  snapshot,
  color,
}: {
  url: string;
  title: string;
  snapshot: string;
  color: string;
}) {
  return (
    <figure className="banner-admin__preview" aria-label="轮播图预览">
      {url ? <img src={url} alt="" className="banner-admin__preview-image" /> : null}
      <div
        className="banner-admin__preview-text"
        style={{ color: /^#[0-9a-f]{6}$/.test(color) ? color : undefined }}
      >
        <strong>{title.trim() || '轮播图标题'}</strong>
        {snapshot.trim() ? <span>{snapshot.trim()}</span> : null}
      </div>
      <figcaption className="banner-admin__preview-caption">预览：门户页面上的效果</figcaption>
    </figure>
  );
}

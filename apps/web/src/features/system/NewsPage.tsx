import { FireFilled, PictureOutlined } from '@ant-design/icons';
import {
  type ManagedNews,
  NEWS_ADMIN_TEXTS,
  NEWS_HEADLINE_MAX,
  NEWS_SORTS,
  NEWS_STATUSES,
  NEWS_SUMMARY_MAX,
  type NewsForm,
  newsAdminApi,
  zNewsForm,
} from '@portal/shared/news-admin';
import { Button, DatePicker, Form, Input, Modal, Radio, Space, Switch, Tag } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import { RichText } from '../../shared/rich-text/RichText';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import { chinaTime, dateColumn, statusColumn } from '../../shared/table/columns';
import { createNews, removeNews, updateNews, uploadNewsImage } from './api';
import { bodyHtml, chinaPickerValue, utcFromChinaPicker } from './news-form';
import { PictureField, PictureTextField, pictureSender } from './PictureFields';
import { RowActions } from './RowActions';

const FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索新闻标题', placeholder: '新闻标题' },
  {
    kind: 'select',
    name: 'status',
    label: '新闻状态',
    allLabel: '全部状态',
    options: NEWS_STATUSES.options(),
    width: 130,
  },
  {
    kind: 'select',
    name: 'sort',
    label: '排序',
    // The "all" choice is the contract's default order.
    allLabel: NEWS_SORTS[0].label,
    options: NEWS_SORTS.slice(1),
    width: 170,
  },
];

const LIST_KEY = tableQueryKey(newsAdminApi.list);
const PICTURES = pictureSender(
  newsAdminApi.uploadImage.upload.accepts,
  { wrongType: NEWS_ADMIN_TEXTS.imageType, tooLarge: NEWS_ADMIN_TEXTS.imageSize },
  uploadNewsImage,
);

/**
 * /system/news (新闻管理): every news item, drafts and scheduled ones too, searched by headline,
 * filtered by status and sorted on the server; written and edited in a dialog (headline, summary,
 * poster, rich-text body with pictures, publish time in China time, draft or published, 热门) with
 * a preview before saving; deleted after a confirm. The public /News follows at once.
 */
export default function NewsPage() {
  const [editing, setEditing] = useState<ManagedNews | 'new' | null>(null);

  const columns: ContractColumn<ManagedNews>[] = [
    {
      key: 'poster',
      title: '封面',
      dataIndex: 'poster',
      width: 96,
      render: (_, news) => (
        <img src={news.poster} alt={`封面：${news.headline}`} className="news-admin__thumb" />
      ),
    },
    {
      key: 'headline',
      title: '标题',
      dataIndex: 'headline',
      essential: true,
      render: (_, news) => (
        <span className="news-admin__headline">
          {news.headline}
          {news.hot ? (
            <Tag color="volcano" icon={<FireFilled />} className="news-admin__hot">
              热门
            </Tag>
          ) : null}
        </span>
      ),
    },
    statusColumn({ title: '状态', dataIndex: 'status', of: NEWS_STATUSES, essential: true }),
    dateColumn({ title: '发布时间', dataIndex: 'publishTime' }),
    { key: 'clickCount', title: '阅读', dataIndex: 'clickCount', width: 80 },
    dateColumn({ title: '修改时间', dataIndex: 'updateTime' }),
    {
      key: 'action',
      title: '操作',
      width: 140,
      essential: true,
      render: (_, news) => <NewsActions news={news} onEdit={() => setEditing(news)} />,
    },
  ];

  return (
    <section className="review-desk news-admin" aria-labelledby="news-admin-title">
      <Space style={{ width: '100%', justifyContent: 'space-between' }} wrap>
        <h1 id="news-admin-title" className="review-desk__title">
          {NEWS_ADMIN_TEXTS.news}
        </h1>
        <Button type="primary" onClick={() => setEditing('new')}>
          {NEWS_ADMIN_TEXTS.create}
        </Button>
      </Space>
      <ContractTable
        endpoint={newsAdminApi.list}
        label="新闻列表"
        rowKey="id"
        columns={columns}
        filters={FILTERS}
        emptyText="没有符合条件的新闻"
      />
      {editing ? (
        <NewsDialog news={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}

function NewsActions({ news, onEdit }: { news: ManagedNews; onEdit: () => void }) {
  return (
    <RowActions
      name={news.headline}
      confirm={NEWS_ADMIN_TEXTS.removeConfirm}
      success={NEWS_ADMIN_TEXTS.removed}
      invalidates={[LIST_KEY]}
      remove={() => removeNews(news.id)}
      onEdit={onEdit}
    />
  );
}

interface FormValues {
  headline: string;
  summary: string;
  poster: string;
  body: string;
  publishTime: Dayjs | null;
  published: boolean;
  hot: boolean;
}

/** What the form sends: trimmed texts, the body as HTML, the time as UTC. */
function toRequest(values: FormValues): NewsForm {
  return {
    headline: values.headline.trim(),
    summary: values.summary.trim(),
    poster: values.poster,
    body: bodyHtml(values.body ?? ''),
    publishTime: values.publishTime ? utcFromChinaPicker(values.publishTime) : '',
    published: values.published,
    hot: values.hot,
  };
}

/** The create / edit dialog, by the contract's rules, with a preview of the item as /News shows it. */
function NewsDialog({ news, onClose }: { news: ManagedNews | null; onClose: () => void }) {
  const [form] = Form.useForm<FormValues>();
  const [preview, setPreview] = useState<NewsForm | null>(null);
  const saving = useWrite({
    write: (body: NewsForm) => (news ? updateNews(news.id, body) : createNews(body)),
    success: news ? NEWS_ADMIN_TEXTS.updated : NEWS_ADMIN_TEXTS.created,
    invalidates: [LIST_KEY],
    exclusive: true,
    onSuccess: onClose,
  });

  const checked = () => form.validateFields().then(toRequest);
  const submit = () =>
    checked().then(
      (body) => saving.run(body),
      () => undefined,
    );
  const showPreview = () => checked().then(setPreview, () => undefined);

  return (
    <Modal
      open
      title={news ? NEWS_ADMIN_TEXTS.edit : NEWS_ADMIN_TEXTS.create}
      onCancel={onClose}
      width={860}
      footer={[
        <Button key="preview" onClick={showPreview}>
          {NEWS_ADMIN_TEXTS.preview}
        </Button>,
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="save" type="primary" loading={saving.pending} onClick={submit}>
          保存
        </Button>,
      ]}
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{
          headline: news?.headline ?? '',
          summary: news?.summary ?? '',
          poster: news?.poster ?? '',
          body: news?.body ?? '',
          publishTime: chinaPickerValue(news?.publishTime ?? new Date().toISOString()),
          published: news?.published ?? false,
          hot: news?.hot ?? false,
        }}
      >
        <Form.Item label="新闻标题" name="headline" required rules={[fieldRule(zNewsForm.shape.headline)]}>
          <Input maxLength={NEWS_HEADLINE_MAX} showCount placeholder="请输入新闻标题" />
        </Form.Item>
        <Form.Item label="新闻摘要" name="summary" required rules={[fieldRule(zNewsForm.shape.summary)]}>
          <Input.TextArea rows={2} maxLength={NEWS_SUMMARY_MAX} showCount placeholder="列表中显示的摘要" />
        </Form.Item>
        <Form.Item
          label="封面图"
          name="poster"
          required
          rules={[fieldRule(zNewsForm.shape.poster)]}
          extra="JPG/JPEG/PNG，不超过 3MB"
        >
          <PictureField
            sender={PICTURES}
            alt="封面图预览"
            words={['上传封面图', '更换封面图']}
            pictureClassName="news-admin__poster-image"
            empty={
              <div className="news-admin__poster-empty">
                <PictureOutlined aria-hidden />
                <span>未上传</span>
              </div>
            }
          />
        </Form.Item>
        <Form.Item
          label="新闻正文"
          name="body"
          required
          rules={[fieldRule(zNewsForm.shape.body)]}
          extra="直接输入文字（空行分段），或写 HTML（<p>、<h3>、<ul>、<strong> 等）；保存时按统一白名单清理，脚本与样式会被移除。"
        >
          <PictureTextField
            sender={PICTURES}
            pictureAlt="新闻图片"
            placeholder="请输入新闻正文"
            rows={{ minRows: 8, maxRows: 20 }}
            className="news-admin__body"
            textClassName="news-admin__body-text"
          />
        </Form.Item>
        <Space size="large" wrap align="start">
          <Form.Item
            label="发布时间（北京时间）"
            name="publishTime"
            required
            rules={[
              {
                validator: (_, value: Dayjs | null) => {
                  const result = zNewsForm.shape.publishTime.safeParse(
                    value ? utcFromChinaPicker(value) : '',
                  );
                  return result.success
                    ? Promise.resolve()
                    : Promise.reject(new Error(value ? result.error.issues[0]?.message : '请选择发布时间'));
                },
              },
            ]}
            extra="晚于当前时间即为定时发布，到时才在门户显示"
          >
            <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" allowClear={false} />
          </Form.Item>
          <Form.Item label="发布状态" name="published">
            <Radio.Group
              options={[
                { value: false, label: '草稿' },
                { value: true, label: '发布' },
              ]}
              optionType="button"
            />
          </Form.Item>
          <Form.Item label="热门" name="hot" valuePropName="checked">
            <Switch checkedChildren="热门" unCheckedChildren="普通" />
          </Form.Item>
        </Space>
      </Form>
      {preview ? <NewsPreview news={preview} onClose={() => setPreview(null)} /> : null}
    </Modal>
  );
}

/** The item as /News will show it: headline, time, summary, poster and the sanitised body. */
function NewsPreview({ news, onClose }: { news: NewsForm; onClose: () => void }) {
  const scheduled = news.published && Date.parse(news.publishTime) > Date.now();
  return (
    <Modal
      open
      title={`${NEWS_ADMIN_TEXTS.preview}：${news.headline}`}
      onCancel={onClose}
      footer={<Button onClick={onClose}>关闭预览</Button>}
      width={860}
    >
      <article className="news-admin__preview">
        <h2>{news.headline}</h2>
        <p className="news-admin__preview-meta">
          发布时间：{chinaTime(news.publishTime)}
          {news.published ? (scheduled ? '（定时发布）' : '') : '（草稿，保存后不在门户显示）'}
          {news.hot ? <Tag color="volcano">热门</Tag> : null}
        </p>
        <p className="news-admin__preview-summary">{news.summary}</p>
        <img src={news.poster} alt={`封面：${news.headline}`} className="news-admin__preview-poster" />
        <RichText html={news.body} />
      </article>
    </Modal>
  );
}

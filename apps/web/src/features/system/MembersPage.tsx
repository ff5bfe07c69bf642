import {
  MARKER_ADDRESS_MAX,
  MARKER_MESSAGE_MAX,
  MARKER_SIZE,
  MARKER_TITLE_MAX,
  type ManagedMarker,
  type ManagedMember,
  type MarkerForm,
  MEMBER_ADMIN_TEXTS,
  MEMBER_CITY_MAX,
  MEMBER_INTRO_MAX,
  MEMBER_LEVEL_MAX,
  MEMBER_NAME_MAX,
  type MemberForm,
  markerAdminApi,
  memberAdminApi,
  SITE_SORT_MAX,
  zMarkerForm,
  zMemberForm,
} from '@portal/shared/member-admin';
import { Button, Form, Input, InputNumber, Modal, Space, Tabs } from 'antd';
import { useState } from 'react';
import { useWrite } from '../../shared/api/useWrite';
import { fieldRule } from '../../shared/components/form-rules';
import {
  type ContractColumn,
  ContractTable,
  type TableFilter,
  tableQueryKey,
} from '../../shared/table/ContractTable';
import {
  createMarker,
  createMember,
  removeMarker,
  removeMember,
  updateMarker,
  updateMember,
  uploadMemberLogo,
} from './api';
import { PictureField, pictureSender } from './PictureFields';
import { RowActions } from './RowActions';

const MEMBER_FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索会员名称', placeholder: '会员名称' },
];
const MARKER_FILTERS: readonly TableFilter[] = [
  { kind: 'search', name: 'keyword', label: '搜索标注名称', placeholder: '标注名称' },
];
const MEMBERS_KEY = tableQueryKey(memberAdminApi.list);
const MARKERS_KEY = tableQueryKey(markerAdminApi.list);
const LOGOS = pictureSender(
  memberAdminApi.uploadLogo.upload.accepts,
  { wrongType: MEMBER_ADMIN_TEXTS.imageType, tooLarge: MEMBER_ADMIN_TEXTS.imageSize },
  uploadMemberLogo,
);

/**
 * /system/members (会员与地图, spec 000 §2.13): the platform members of /PlatformMembers (name,
 * logo uploaded or a badge made from the name, level, city, introduction, order) and, on the
 * second tab, the customer map's markers of /Maps (name, longitude and latitude, address, icon
 * size, message, order); written in dialogs by the contract's rules, deleted after a confirm.
 * The public pages follow at once.
 */
export default function MembersPage() {
  return (
    <section className="review-desk news-admin" aria-labelledby="member-admin-title">
      <h1 id="member-admin-title" className="review-desk__title">
        {MEMBER_ADMIN_TEXTS.title}
      </h1>
      <Tabs
        items={[
          { key: 'members', label: MEMBER_ADMIN_TEXTS.members, children: <MembersTab /> },
          { key: 'markers', label: MEMBER_ADMIN_TEXTS.markers, children: <MarkersTab /> },
        ]}
      />
    </section>
  );
}

function MembersTab() {
  const [editing, setEditing] = useState<ManagedMember | 'new' | null>(null);
  const columns: ContractColumn<ManagedMember>[] = [
    {
      key: 'logo',
      title: '标志',
      dataIndex: 'logo',
      width: 110,
      render: (_, item) => <img src={item.logo} alt={`标志：${item.name}`} className="member-admin__logo" />,
    },
    { key: 'name', title: '会员名称', dataIndex: 'name', essential: true },
    { key: 'level', title: '级别', dataIndex: 'level', width: 110 },
    { key: 'city', title: '城市', dataIndex: 'city', width: 90 },
    { key: 'sort', title: '排序值', dataIndex: 'sort', width: 80 },
    {
      key: 'action',
      title: '操作',
      width: 140,
      essential: true,
      render: (_, item) => (
        <RowActions
          name={item.name}
          confirm={MEMBER_ADMIN_TEXTS.removeMemberConfirm}
          success={MEMBER_ADMIN_TEXTS.memberRemoved}
          invalidates={[MEMBERS_KEY]}
          remove={() => removeMember(item.id)}
          onEdit={() => setEditing(item)}
        />
      ),
    },
  ];
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {MEMBER_ADMIN_TEXTS.createMember}
        </Button>
      </Space>
      <ContractTable
        endpoint={memberAdminApi.list}
        label="平台会员列表"
        rowKey="id"
        columns={columns}
        filters={MEMBER_FILTERS}
        emptyText="没有符合条件的会员"
      />
      {editing ? (
        <MemberDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

type MemberValues = Omit<MemberForm, 'sort'> & { sort: number | null };

function MemberDialog({ item, onClose }: { item: ManagedMember | null; onClose: () => void }) {
  const [form] = Form.useForm<MemberValues>();
  const saving = useWrite({
    write: (body: MemberForm) => (item ? updateMember(item.id, body) : createMember(body)),
    success: item ? MEMBER_ADMIN_TEXTS.memberUpdated : MEMBER_ADMIN_TEXTS.memberCreated,
    invalidates: [MEMBERS_KEY],
    exclusive: true,
    onSuccess: onClose,
  });
  const submit = () =>
    form.validateFields().then(
      (values) =>
        saving.run({
          name: values.name.trim(),
          logo: values.logo ?? '',
          level: values.level.trim(),
          city: values.city.trim(),
          intro: values.intro.trim(),
          sort: values.sort ?? 0,
        }),
      () => undefined,
    );
  const shape = zMemberForm.shape;
  return (
    <Modal
      open
      title={item ? MEMBER_ADMIN_TEXTS.editMember : MEMBER_ADMIN_TEXTS.createMember}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="save" type="primary" loading={saving.pending} onClick={submit}>
          保存
        </Button>,
      ]}
    >
      <Form<MemberValues>
        form={form}
        layout="vertical"
        initialValues={{
          name: item?.name ?? '',
          logo: item?.logo ?? '',
          level: item?.level ?? '',
          city: item?.city ?? '',
          intro: item?.intro ?? '',
          sort: item?.sort ?? 0,
        }}
      >
        <Form.Item label="会员名称" name="name" required rules={[fieldRule(shape.name)]}>
          <Input maxLength={MEMBER_NAME_MAX} showCount />
        </Form.Item>
        <Form.Item
          label="会员标志"
          name="logo"
          rules={[fieldRule(shape.logo)]}
          extra="JPG/JPEG/PNG，不超过 3MB；不上传时按会员名称生成徽标"
        >
          <PictureField
            sender={LOGOS}
            alt="会员标志"
            words={['上传标志', '更换标志']}
            pictureClassName="member-admin__logo member-admin__logo--large"
            empty={<span className="member-admin__badge-hint">将按名称生成徽标</span>}
            clearWords="改用生成的徽标"
          />
        </Form.Item>
        <Space size="large" wrap align="start">
          <Form.Item label="会员级别" name="level" required rules={[fieldRule(shape.level)]}>
            <Input maxLength={MEMBER_LEVEL_MAX} placeholder="如：理事单位" />
          </Form.Item>
          <Form.Item label="所在城市" name="city" required rules={[fieldRule(shape.city)]}>
            <Input maxLength={MEMBER_CITY_MAX} />
          </Form.Item>
        </Space>
        <Form.Item label="会员简介" name="intro" required rules={[fieldRule(shape.intro)]}>
          <Input.TextArea rows={3} maxLength={MEMBER_INTRO_MAX} showCount />
        </Form.Item>
        <Form.Item label="排序值" name="sort" required rules={[fieldRule(shape.sort)]} extra="小的在前">
          <InputNumber min={0} max={SITE_SORT_MAX} precision={0} style={{ width: 120 }} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

function MarkersTab() {
  const [editing, setEditing] = useState<ManagedMarker | 'new' | null>(null);
  const columns: ContractColumn<ManagedMarker>[] = [
    { key: 'title', title: '标注名称', dataIndex: 'title', essential: true },
    { key: 'address', title: '地址', dataIndex: 'address' },
    {
      key: 'position',
      title: '经纬度',
      dataIndex: 'lng',
      width: 170,
      render: (_, item) => `${item.lng.toFixed(4)}, ${item.lat.toFixed(4)}`,
    },
    { key: 'sort', title: '排序值', dataIndex: 'sort', width: 80 },
    {
      key: 'action',
      title: '操作',
      width: 140,
      essential: true,
      render: (_, item) => (
        <RowActions
          name={item.title}
          confirm={MEMBER_ADMIN_TEXTS.removeMarkerConfirm}
          success={MEMBER_ADMIN_TEXTS.markerRemoved}
          invalidates={[MARKERS_KEY]}
          remove={() => removeMarker(item.id)}
          onEdit={() => setEditing(item)}
        />
      ),
    },
  ];
  return (
    <>
      <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
        <Button type="primary" onClick={() => setEditing('new')}>
          {MEMBER_ADMIN_TEXTS.createMarker}
        </Button>
      </Space>
      <ContractTable
        endpoint={markerAdminApi.list}
        label="地图标注列表"
        rowKey="id"
        columns={columns}
        filters={MARKER_FILTERS}
        emptyText="没有符合条件的标注"
      />
      {editing ? (
        <MarkerDialog item={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />
      ) : null}
    </>
  );
}

type MarkerValues = {
  [K in keyof MarkerForm]: K extends 'title' | 'address' | 'message' ? string : number | null;
};

function MarkerDialog({ item, onClose }: { item: ManagedMarker | null; onClose: () => void }) {
  const [form] = Form.useForm<MarkerValues>();
  const saving = useWrite({
    write: (body: MarkerForm) => (item ? updateMarker(item.id, body) : createMarker(body)),
    success: item ? MEMBER_ADMIN_TEXTS.markerUpdated : MEMBER_ADMIN_TEXTS.markerCreated,
    invalidates: [MARKERS_KEY],
    exclusive: true,
    onSuccess: onClose,
  });
  const submit = () =>
    form.validateFields().then(
      (values) =>
        saving.run({
          title: values.title.trim(),
          lng: values.lng as number,
          lat: values.lat as number,
          address: values.address.trim(),
          width: values.width as number,
          height: values.height as number,
          message: (values.message ?? '').trim(),
          sort: values.sort ?? 0,
        }),
      () => undefined,
    );
  const shape = zMarkerForm.shape;
  return (
    <Modal
      open
      title={item ? MEMBER_ADMIN_TEXTS.editMarker : MEMBER_ADMIN_TEXTS.createMarker}
      onCancel={onClose}
      width={640}
      footer={[
        <Button key="cancel" onClick={onClose}>
          取消
        </Button>,
        <Button key="save" type="primary" loading={saving.pending} onClick={submit}>
          保存
        </Button>,
      ]}
    >
      <Form<MarkerValues>
        form={form}
        layout="vertical"
        initialValues={{
          title: item?.title ?? '',
          lng: item?.lng ?? null,
          lat: item?.lat ?? null,
          address: item?.address ?? '',
          width: item?.width ?? 32,
          height: item?.height ?? 32,
          message: item?.message ?? '',
          sort: item?.sort ?? 0,
        }}
      >
        <Form.Item label="标注名称" name="title" required rules={[fieldRule(shape.title)]}>
          <Input maxLength={MARKER_TITLE_MAX} showCount />
        </Form.Item>
        <Space size="large" wrap align="start">
          <Form.Item label="经度" name="lng" required rules={[fieldRule(shape.lng)]}>
            <InputNumber min={-180} max={180} step={0.0001} style={{ width: 160 }} />
          </Form.Item>
          <Form.Item label="纬度" name="lat" required rules={[fieldRule(shape.lat)]}>
            <InputNumber min={-90} max={90} step={0.0001} style={{ width: 160 }} />
          </Form.Item>
        </Space>
        <Form.Item label="地址" name="address" required rules={[fieldRule(shape.address)]}>
          <Input maxLength={MARKER_ADDRESS_MAX} showCount />
        </Form.Item>
        <Space size="large" wrap align="start">
          <Form.Item label="图标宽度" name="width" required rules={[fieldRule(shape.width)]}>
            <InputNumber min={MARKER_SIZE.min} max={MARKER_SIZE.max} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label="图标高度" name="height" required rules={[fieldRule(shape.height)]}>
            <InputNumber min={MARKER_SIZE.min} max={MARKER_SIZE.max} precision={0} style={{ width: 120 }} />
          </Form.Item>
          <Form.Item label="排序值" name="sort" required rules={[fieldRule(shape.sort)]}>
            <InputNumber min={0} max={SITE_SORT_MAX} precision={0} style={{ width: 120 }} />
          </Form.Item>
        </Space>
        <Form.Item label="说明" name="message" rules={[fieldRule(shape.message)]}>
          <Input.TextArea rows={2} maxLength={MARKER_MESSAGE_MAX} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import {
  SIGNING_TEXTS,
  type SignedDocument,
  type SigningDraft,
  type SigningLayout,
  type StampKind,
  signingApi,
  stampKindLabel,
} from '@portal/shared/signing';
import {
  initialBox,
  type PageFraction,
  SEAL_DEFAULT_WIDTH,
  SIGNATURE_DEFAULT_WIDTH,
  VERTICAL_MAX,
  VERTICAL_MIN,
} from '@portal/shared/signing-geometry';
import { uploadProblem } from '@portal/shared/uploads';
import { Alert, Button, Modal, Segmented, Select, Space, Switch, Upload } from 'antd';
import { type PointerEvent, useEffect, useRef, useState } from 'react';
import { getFeedback } from '../../shared/api/feedback';
import { useWrite } from '../../shared/api/useWrite';
import { acceptAttribute, FileUpload, useFileUpload } from '../../shared/components/FileUpload';
import {
  downloadRecord,
  downloadSigned,
  signDocument,
  uploadDocument,
  uploadImage,
  uploadPagePicture,
} from './api';
import { NOMINAL_SCALE, type PageView, PdfPages } from './PdfPages';
import { sendPagePictures } from './page-pictures';
import { capture } from './pointer';
import { SignaturePadDialog } from './SignaturePadDialog';
import { StampBox } from './StampBox';
import './signing.css';

export type SigningMode = 'seal' | 'sign';

interface Picture {
  id: number;
  kind: StampKind;
  url: string;
  width: number;
  height: number;
}

interface Placed {
  key: number;
  picture: Picture;
  page: number;
  box: PageFraction;
}

interface CrossSealState {
  picture: Picture;
  top: number;
  /** As a fraction of the page's width. */
  width: number;
}

const pdfProblem = (file: File) =>
  uploadProblem(file, signingApi.uploadDocument.upload.accepts, {
    wrongType: SIGNING_TEXTS.pdfType,
    tooLarge: () => SIGNING_TEXTS.pdfSize,
  });
const imageProblem = (file: File) =>
  uploadProblem(file, signingApi.uploadImage.upload.accepts, {
    wrongType: SIGNING_TEXTS.imageType,
    tooLarge: () => SIGNING_TEXTS.imageSize,
  });

const LAYOUT_OPTIONS: { label: string; value: SigningLayout }[] = [
  { label: '保留原页面', value: 'original' },
  { label: 'A4 逐页输出', value: 'a4' },
];

/** The cross-page seal's slice on one page: its part of the picture, at the right edge, dragged up and down. */
function CrossSlice({
  seal,
  view,
  count,
  onMove,
}: {
  seal: CrossSealState;
  view: PageView;
  count: number;
  onMove: (top: number) => void;
}) {
  const drag = useRef<{ y: number; top: number } | null>(null);
  const width = seal.width * view.width;
  const height = (width * seal.picture.height) / seal.picture.width;
  const slice = width / count;
  const bottomLimit = Math.max(VERTICAL_MIN, Math.min(VERTICAL_MAX, 1 - height / view.height));
  const clampTop = (top: number) => Math.min(bottomLimit, Math.max(VERTICAL_MIN, top));
  const top = clampTop(seal.top);
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const started = drag.current;
    if (started) onMove(clampTop(started.top + (event.clientY - started.y) / view.height));
  };
  return (
    <div
      className="cross-slice"
      data-cross-page={view.number}
      style={{ top: top * view.height, width: slice, height }}
      onPointerDown={(event) => {
        event.preventDefault();
        capture(event);
        drag.current = { y: event.clientY, top };
      }}
      onPointerMove={onPointerMove}
      onPointerUp={() => {
        drag.current = null;
      }}
    >
      <img
        src={seal.picture.url}
        alt={view.number === 1 ? '骑缝章' : ''}
        draggable={false}
        style={{ left: -(view.number - 1) * slice, width, height }}
      />
    </div>
  );
}

interface SigningToolProps {
  open: boolean;
  mode: SigningMode;
  onClose: () => void;
  /** A document was signed (the list refreshes). */
  onSigned?: (document: SignedDocument) => void;
}

/**
 * The signature and seal tool (spec 002 §2.10), a full-screen dialog: upload a PDF and see every
 * page, upload seals and draw a signature, place, drag and resize them on any page, add a
 * cross-page seal, then submit: the server draws them in and signs the file with the platform's
 * certificate; the result downloads under a timestamp name.
 */
export function SigningTool({ open, mode, onClose, onSigned }: SigningToolProps) {
  const [file, setFile] = useState<File | null>(null);
  const [draft, setDraft] = useState<SigningDraft | null>(null);
  const [pictures, setPictures] = useState<Picture[]>([]);
  const [placed, setPlaced] = useState<Placed[]>([]);
  const [cross, setCross] = useState<CrossSealState | null>(null);
  const [page, setPage] = useState(1);
  const [layout, setLayout] = useState<SigningLayout>('original');
  const [padOpen, setPadOpen] = useState(false);
  const [signed, setSigned] = useState<SignedDocument | null>(null);
  /** The A4 output's pages being drawn and uploaded before the signing: how many of how many. */
  const [pictures4, setPictures4] = useState<{ done: number; total: number } | null>(null);
  /** The draft whose every page's picture the server has. */
  const picturesOf = useRef<number | null>(null);
  const nextKey = useRef(1);

  // Object URLs of the pictures are freed with the tool.
  const urls = useRef<string[]>([]);
  useEffect(
    () => () => {
      for (const url of urls.current) URL.revokeObjectURL(url);
    },
    [],
  );

  const reset = () => {
    setPlaced([]);
    setCross(null);
    setSigned(null);
    setPage(1);
  };

  const pdf = useFileUpload({
    problem: pdfProblem,
    send: (picked, onProgress) => uploadDocument(picked, onProgress),
    onUploaded: (answer, picked) => {
      setFile(picked);
      setDraft(answer);
      reset();
      getFeedback().message('success', SIGNING_TEXTS.uploadSuccess);
    },
  });

  const addPicture = (kind: StampKind, blob: Blob, answer: { id: number; width: number; height: number }) => {
    const url = URL.createObjectURL(blob);
    urls.current.push(url);
    const picture: Picture = { id: answer.id, kind, url, width: answer.width, height: answer.height };
    setPictures((old) => [...old, picture]);
    return picture;
  };

  const place = (picture: Picture) => {
    const size = draft?.pages[page - 1];
    if (!size) return;
    const nominal = { width: size.width * NOMINAL_SCALE, height: size.height * NOMINAL_SCALE };
    const width = picture.kind === 'signature' ? SIGNATURE_DEFAULT_WIDTH : SEAL_DEFAULT_WIDTH;
    const box = initialBox(picture, width, nominal);
    const key = nextKey.current;
    nextKey.current += 1;
    setPlaced((old) => [
      ...old,
      {
        key,
        picture,
        page,
        box: {
          left: box.left / nominal.width,
          top: box.top / nominal.height,
          width: box.width / nominal.width,
          height: box.height / nominal.height,
        },
      },
    ]);
    setSigned(null);
  };

  const seal = useFileUpload({
    problem: imageProblem,
    send: (picked, onProgress) => uploadImage(picked, onProgress),
    onUploaded: (answer, picked) => {
      addPicture('seal', picked, answer);
      getFeedback().message('success', SIGNING_TEXTS.uploadSuccess);
    },
  });
  const seals = pictures.filter((picture) => picture.kind === 'seal');
  const latestSeal = seals.at(-1) ?? null;

  const submit = useWrite({
    write: async () => {
      if (!draft || !file) throw new Error('no document');
      if (layout === 'a4' && picturesOf.current !== draft.id) {
        // The spec's A4 output: every page drawn here as a JPEG, then uploaded, before the signing.
        try {
          await sendPagePictures(
            file,
            (number, picture) => uploadPagePicture(draft.id, number, picture),
            (done, total) => setPictures4({ done, total }),
          );
        } finally {
          setPictures4(null);
        }
        picturesOf.current = draft.id;
      }
      return signDocument({
        documentId: draft.id,
        layout,
        stamps: placed.map(({ picture, page: number, box }) => ({
          imageId: picture.id,
          kind: picture.kind,
          page: number,
          ...box,
        })),
        crossSeal: cross ? { imageId: cross.picture.id, top: cross.top, width: cross.width } : null,
      });
    },
    exclusive: true,
    success: SIGNING_TEXTS.signed,
    onSuccess: (document) => {
      setSigned(document);
      onSigned?.(document);
    },
  });
  const download = useWrite({ write: downloadSigned, exclusive: true });
  const record = useWrite({ write: downloadRecord, exclusive: true });

  const count = placed.length + (cross ? 1 : 0);
  const pageOptions = (draft?.pages ?? []).map((_, index) => ({
    value: index + 1,
    label: `第 ${index + 1} 页`,
  }));

  const overlay = (view: PageView) => (
    <>
      {placed
        .filter((item) => item.page === view.number)
        .map((item) => (
          <StampBox
            key={item.key}
            label={`${stampKindLabel(item.picture.kind)}${item.key}`}
            src={item.picture.url}
            box={item.box}
            view={view}
            onChange={(box) => {
              setSigned(null);
              setPlaced((old) => old.map((other) => (other.key === item.key ? { ...other, box } : other)));
            }}
            onRemove={() => {
              setSigned(null);
              setPlaced((old) => old.filter((other) => other.key !== item.key));
            }}
          />
        ))}
      {cross && draft ? (
        <CrossSlice
          seal={cross}
          view={view}
          count={draft.pageCount}
          onMove={(top) => {
            setSigned(null);
            setCross((old) => (old ? { ...old, top } : old));
          }}
        />
      ) : null}
    </>
  );

  return (
    <Modal
      open={open}
      title={mode === 'sign' ? '签名' : '盖章'}
      onCancel={onClose}
      footer={null}
      width="100vw"
      wrapClassName="signing-tool"
      destroyOnHidden
      mask={{ closable: false }}
      keyboard={false}
    >
      <div className="signing-tool__bar">
        <Space wrap size={[8, 8]}>
          <FileUpload accepts={signingApi.uploadDocument.upload.accepts} upload={pdf}>
            <Button type={draft ? 'default' : 'primary'} loading={pdf.uploading}>
              上传文件
            </Button>
          </FileUpload>
          <Upload
            accept={acceptAttribute(signingApi.uploadImage.upload.accepts)}
            multiple
            showUploadList={false}
            disabled={seal.uploading}
            beforeUpload={(picked, list) => {
              // One extra file at a time (spec 002 §2.10).
              if (list.length > 1) {
                if (picked === list[0]) getFeedback().message('warning', SIGNING_TEXTS.oneFile);
              } else seal.pick(picked);
              return Upload.LIST_IGNORE;
            }}
          >
            <Button loading={seal.uploading}>上传印章</Button>
          </Upload>
          <Select
            aria-label="放置页"
            value={page}
            options={pageOptions}
            onChange={setPage}
            disabled={!draft}
            style={{ width: 110 }}
          />
          <Button disabled={!draft || !latestSeal} onClick={() => latestSeal && place(latestSeal)}>
            盖章
          </Button>
          <Button disabled={!draft} onClick={() => setPadOpen(true)}>
            签名
          </Button>
          <span className="signing-tool__switch">
            <Switch
              aria-label="骑缝章"
              checked={cross !== null}
              disabled={!draft || !latestSeal || (draft?.pageCount ?? 0) < 2}
              onChange={(checked) => {
                setSigned(null);
                const first = draft?.pages[0];
                if (!checked || !latestSeal || !first) setCross(null);
                else
                  setCross({
                    picture: latestSeal,
                    top: 0.4,
                    width: SEAL_DEFAULT_WIDTH / (first.width * NOMINAL_SCALE),
                  });
              }}
            />
            骑缝章
          </span>
          <Segmented
            aria-label="输出方式"
            options={LAYOUT_OPTIONS}
            value={layout}
            onChange={(value) => {
              setSigned(null);
              setLayout(value as SigningLayout);
            }}
          />
          <Button
            type="primary"
            disabled={!draft || count === 0}
            loading={submit.pending}
            onClick={() => void submit.run()}
          >
            {pictures4 ? `生成A4页面 ${pictures4.done}/${pictures4.total}` : '提交'}
          </Button>
          <Button
            disabled={!signed}
            loading={download.pending}
            onClick={() => signed && void download.run(signed)}
          >
            下载
          </Button>
          <Button onClick={onClose}>取消</Button>
        </Space>
        {seals.length > 0 ? (
          <section className="signing-tool__pictures" aria-label="已上传的印章">
            {seals.map((picture, index) => (
              <button
                type="button"
                key={picture.id}
                className="signing-tool__picture"
                aria-label={`把印章 ${index + 1} 盖在第 ${page} 页`}
                disabled={!draft}
                onClick={() => place(picture)}
              >
                <img src={picture.url} alt="" />
              </button>
            ))}
          </section>
        ) : null}
      </div>
      {signed ? (
        <Alert
          className="signing-tool__done"
          type="success"
          showIcon
          message={`签章完成：${signed.name}`}
          description={
            <Space wrap>
              <span>文件已加上本平台证书的数字签名，可在“签名验证”页面核对。</span>
              <Button
                size="small"
                type="primary"
                loading={download.pending}
                onClick={() => void download.run(signed)}
              >
                下载签章文件
              </Button>
              <Button size="small" loading={record.pending} onClick={() => void record.run(signed)}>
                下载签署记录
              </Button>
            </Space>
          }
        />
      ) : null}
      <div className="signing-tool__body">
        {file && draft ? (
          <PdfPages data={file} title={draft.name} pages={draft.pages} overlay={overlay} />
        ) : (
          <div className="signing-tool__empty">
            <p>请先上传要签章的PDF文件（10MB以内）。</p>
            <p>上传后可预览每一页，再上传印章图片或手写签名，拖到需要的位置后提交。</p>
          </div>
        )}
      </div>
      <SignaturePadDialog
        open={padOpen}
        onClose={() => setPadOpen(false)}
        onConfirm={async (png) => {
          const answer = await uploadImage(png);
          const picture = addPicture('signature', png, answer);
          setPadOpen(false);
          place(picture);
        }}
      />
    </Modal>
  );
}

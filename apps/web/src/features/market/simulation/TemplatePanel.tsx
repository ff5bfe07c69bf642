import type { RequestField } from '@portal/shared/catalogue';
import { SIMULATION_TEXTS, TEMPLATE_FILE_NAME } from '@portal/shared/simulation';
import { uploadProblem } from '@portal/shared/uploads';
import { Button, Progress } from 'antd';
import { useState } from 'react';
import { getFeedback } from '../../../shared/api/feedback';
import { useWrite } from '../../../shared/api/useWrite';
import { FileUpload, useFileUpload } from '../../../shared/components/FileUpload';
import { openLoginDialog } from '../../../shared/session/login-dialog';
import { saveFile } from '../save-file';
import { fetchBatchResult, TEMPLATE_ACCEPTS, uploadTemplate, useBatchStatus } from './api';
import { batchTable, templateTable, workbookBlob } from './workbook';

const templateProblem = (file: File) =>
  uploadProblem(file, TEMPLATE_ACCEPTS, {
    wrongType: SIMULATION_TEXTS.templateType,
    tooLarge: () => SIMULATION_TEXTS.templateSize,
  });

/** The batch's file name: the model's name and the batch's number. */
const resultFileName = (modelName: string, batchId: number) => `${modelName}-批量结果-${batchId}.xlsx`;

interface TemplatePanelProps {
  modelId: number;
  modelName: string;
  fields: readonly RequestField[];
  loggedIn: boolean;
}

/**
 * 下载模板 and 上传模板 (spec 001 §2.5, §4.6): the template written in the browser, the filled
 * one sent, its batch followed to 解析并执行完成, and its results saved as a workbook.
 */
export function TemplatePanel({ modelId, modelName, fields, loggedIn }: TemplatePanelProps) {
  const [batchId, setBatchId] = useState<number | null>(null);
  const status = useBatchStatus(batchId);

  const template = useWrite({
    write: async () => saveFile(TEMPLATE_FILE_NAME, await workbookBlob('模板', templateTable(fields))),
    exclusive: true,
    failure: '模板生成失败，请稍后重试',
  });

  const upload = useFileUpload({
    problem: templateProblem,
    send: (file, onProgress) => uploadTemplate(modelId, file, onProgress),
    onUploaded: (envelope) => {
      getFeedback().message('success', envelope.msg || SIMULATION_TEXTS.uploaded);
      setBatchId(envelope.data.id);
    },
  });

  const results = useWrite({
    write: async (id: number) => {
      const result = await fetchBatchResult(id);
      saveFile(resultFileName(modelName, id), await workbookBlob('结果', batchTable(result)));
    },
    exclusive: true,
  });

  const batch = status.data;
  const percent = batch && batch.total > 0 ? Math.round((batch.done / batch.total) * 100) : 0;

  return (
    <div className="sim-template">
      <div className="sim-template__buttons">
        <Button onClick={() => void template.run()} loading={template.pending}>
          下载模板
        </Button>
        {loggedIn ? (
          <FileUpload accepts={TEMPLATE_ACCEPTS} upload={upload}>
            <Button loading={upload.uploading}>上传模板</Button>
          </FileUpload>
        ) : (
          <Button key="visitor-upload" onClick={() => openLoginDialog()}>
            上传模板
          </Button>
        )}
      </div>
      {upload.uploading && upload.progress !== null ? (
        <Progress percent={upload.progress} size="small" aria-label="模板上传进度" />
      ) : null}
      {batch ? (
        <div className="sim-batch" aria-live="polite">
          {batch.state === 'failed' ? (
            <p className="sim-batch__failed" role="alert">
              {batch.message || SIMULATION_TEXTS.batchFailed}
            </p>
          ) : (
            <>
              <p className="sim-batch__state">
                {batch.state === 'done' ? SIMULATION_TEXTS.finished : SIMULATION_TEXTS.uploaded}
                <span className="sim-batch__count">
                  {batch.done}/{batch.total} 行
                </span>
              </p>
              <Progress
                percent={batch.state === 'done' ? 100 : percent}
                status={batch.state === 'done' ? 'success' : 'active'}
                aria-label="模板解析执行进度"
              />
            </>
          )}
          {batch.state === 'done' ? (
            <Button type="primary" onClick={() => void results.run(batch.id)} loading={results.pending}>
              下载结果
            </Button>
          ) : null}
        </div>
      ) : null}
    </div>
  );
}

import { formatDateTime } from '@portal/shared/format';
import { MODEL_HISTORY_SIZE, type ModelRun } from '@portal/shared/simulation';
import { Button, Table } from 'antd';
import { useMemo, useState } from 'react';
import { queryEmptyText, TableEmptyText } from '../../../shared/components/TableEmptyText';
import { compareOption, runNames } from './chart-options';
import { SimChart } from './SimChart';

const KIND_LABELS: Record<ModelRun['kind'], string> = {
  manual: '手动仿真',
  iot: '物联网数据仿真',
  sweep: '参数扫描',
};

/** The run's values in one line: `coldTemp=-20，hotTemp=35`. */
const paramsText = (run: ModelRun) =>
  Object.entries(run.params)
    .map(([name, value]) => `${name}=${typeof value === 'object' ? JSON.stringify(value) : String(value)}`)
    .join('，');

interface RunHistoryProps {
  history: { data?: readonly ModelRun[]; isPending: boolean; isError: boolean };
  onRerun: (run: ModelRun) => void;
}

/** Two runs' curves on one chart, each named with its time. */
function Comparison({ runs }: { runs: readonly ModelRun[] }) {
  const option = useMemo(() => compareOption(runs), [runs]);
  if (!option) return <p className="sim-history__hint">这两次运行的横轴不同，无法叠加比较。</p>;
  return (
    <figure className="sim-figure sim-compare">
      <figcaption>对比：{runNames(runs).join(' 与 ')}</figcaption>
      <SimChart
        label={`对比图，${runNames(runs)
          .map((name, index) => `${name} 的${KIND_LABELS[runs[index]?.kind ?? 'manual']}`)
          .join('与')}的结果曲线`}
        option={option}
      />
    </figure>
  );
}

/**
 * The caller's last runs of the model (issue 20): time (China time), kind and summary, 再次运行,
 * and two runs chosen to compare on one chart (a sweep keeps no curve to compare).
 */
export function RunHistory({ history, onRerun }: RunHistoryProps) {
  const runs = useMemo(() => history.data ?? [], [history.data]);
  const [chosen, setChosen] = useState<number[]>([]);
  const picked = useMemo(() => runs.filter((run) => chosen.includes(run.id)), [runs, chosen]);
  return (
    <div className="sim-history">
      <p className="sim-history__hint">
        最近 {MODEL_HISTORY_SIZE} 次仿真，仅本人可见。勾选两次运行可在一张图上对比结果曲线。
      </p>
      <Table<ModelRun>
        className="sim-history__table"
        size="small"
        rowKey="id"
        pagination={false}
        loading={history.isPending}
        dataSource={[...runs]}
        locale={{ emptyText: <TableEmptyText>{queryEmptyText(history, '还没有仿真记录')}</TableEmptyText> }}
        rowSelection={{
          selectedRowKeys: chosen,
          hideSelectAll: true,
          columnTitle: '对比',
          columnWidth: 56,
          onChange: (keys) => setChosen((keys as number[]).slice(-2)),
          getCheckboxProps: (run) => ({
            disabled: run.result === null || (chosen.length >= 2 && !chosen.includes(run.id)),
            'aria-label': `选择 ${formatDateTime(run.createTime)} 的运行进行对比`,
          }),
        }}
        expandable={{
          expandedRowRender: (run) => (
            <dl className="sim-history__detail">
              <dt>方式</dt>
              <dd>{KIND_LABELS[run.kind]}</dd>
              <dt>参数</dt>
              <dd>{paramsText(run)}</dd>
              <dt>结果摘要</dt>
              <dd>{run.summary}</dd>
            </dl>
          ),
        }}
        columns={[
          {
            title: '时间',
            dataIndex: 'createTime',
            render: (value: string) => <span className="sim-history__time">{formatDateTime(value)}</span>,
          },
          {
            title: '方式',
            dataIndex: 'kind',
            responsive: ['sm'],
            render: (kind: ModelRun['kind']) => (
              <span className="sim-history__kind">{KIND_LABELS[kind]}</span>
            ),
          },
          {
            title: '结果摘要',
            dataIndex: 'summary',
            responsive: ['md'],
            render: (text: string) => <span className="sim-history__summary">{text}</span>,
          },
          {
            title: '操作',
            key: 'actions',
            render: (_, run) => (
              <Button
                size="small"
                onClick={() => onRerun(run)}
                aria-label={`再次运行 ${formatDateTime(run.createTime)} 的${KIND_LABELS[run.kind]}`}
              >
                再次运行
              </Button>
            ),
          },
        ]}
      />
      {picked.length === 2 ? <Comparison runs={picked} /> : null}
    </div>
  );
}

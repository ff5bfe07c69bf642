import type { RequestField } from '@portal/shared/catalogue';
import { SWEEP_MAX_STEPS, type SweepAnswer } from '@portal/shared/simulation';
import { Button, InputNumber, Select } from 'antd';
import { type ReactNode, useId, useMemo, useState } from 'react';
import { useWrite } from '../../../shared/api/useWrite';
import { saveFile } from '../save-file';
import { fieldLabel } from '../trial/ConsoleParts';
import { sweepOption, withUnit } from './chart-options';
import { SimChart } from './SimChart';
import { refusedSteps, type SweepSettings, sweepableFields } from './sweep-rules';
import { sweepTable, workbookBlob } from './workbook';

interface SweepPanelProps {
  fields: readonly RequestField[];
  settings: SweepSettings;
  onSettings: (settings: SweepSettings) => void;
  /** Picks a parameter: the range starts around its current value. */
  onParameter: (name: string) => void;
  onRun: () => void;
  running: boolean;
  answer: SweepAnswer | null;
  /** Why the last sweep was refused (spec 001 §8), else null. */
  error: string | null;
  modelName: string;
}

/** A labelled control of the panel: the label names the control by its id. */
function Field({
  label,
  wide = false,
  children,
}: {
  label: string;
  wide?: boolean;
  children: (id: string) => ReactNode;
}) {
  const id = useId();
  return (
    <div className={`sim-field${wide ? ' sim-field--wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {children(id)}
    </div>
  );
}

function SweepResult({ answer, modelName }: { answer: SweepAnswer; modelName: string }) {
  const [chosen, setChosen] = useState<string | null>(null);
  const output =
    chosen && answer.outputs.some((o) => o.name === chosen) ? chosen : (answer.outputs[0]?.name ?? null);
  const option = useMemo(() => (output ? sweepOption(answer, output) : null), [answer, output]);
  const refused = refusedSteps(answer);
  const exported = useWrite({
    write: async () =>
      saveFile(`${modelName}-参数扫描.xlsx`, await workbookBlob('参数扫描', sweepTable(answer))),
    exclusive: true,
    failure: '导出失败，请稍后重试',
  });
  const current = answer.outputs.find((candidate) => candidate.name === output);
  return (
    <div className="sim-sweep__result">
      <div className="sim-sweep__bar">
        <Field label="绘制结果">
          {(id) => (
            <Select
              id={id}
              value={output}
              onChange={setChosen}
              options={answer.outputs.map((candidate) => ({
                value: candidate.name,
                label: withUnit(candidate.label, candidate.unit),
              }))}
              className="sim-sweep__select"
            />
          )}
        </Field>
        <Button onClick={() => void exported.run()} loading={exported.pending}>
          导出 xlsx
        </Button>
      </div>
      {option && current ? (
        <SimChart
          label={`参数扫描图，${withUnit(current.label, current.unit)}随${withUnit(answer.parameter.label, answer.parameter.unit)}的变化`}
          option={option}
        />
      ) : (
        <p className="sim-sweep__none">每一步都未能计算，没有可绘制的结果。</p>
      )}
      {refused.length > 0 ? (
        <div className="sim-sweep__refused">
          <p>以下 {refused.length} 步未能计算（图中为空缺）：</p>
          <ul>
            {refused.map((step) => (
              <li key={step.step}>
                第 {step.step} 步（{withUnit(answer.parameter.label, answer.parameter.unit)} = {step.value}
                ）：{step.error}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </div>
  );
}

/** Parameter sweeps (issue 20): one numeric parameter over 2–50 steps, one result plotted. */
export function SweepPanel(props: SweepPanelProps) {
  const { fields, settings, onSettings, onParameter, onRun, running, answer, error, modelName } = props;
  const numeric = sweepableFields(fields);
  const unit = numeric.find((field) => field.requestName === settings.parameter)?.unit ?? '';
  return (
    <div className="sim-sweep">
      <div className="sim-sweep__form">
        <Field label="扫描参数" wide>
          {(id) => (
            <Select
              id={id}
              value={settings.parameter}
              onChange={onParameter}
              options={numeric.map((field) => ({ value: field.requestName, label: fieldLabel(field) }))}
            />
          )}
        </Field>
        <Field label="起点">
          {(id) => (
            <InputNumber<number>
              id={id}
              value={settings.from}
              onChange={(from) => onSettings({ ...settings, from })}
              addonAfter={unit || undefined}
            />
          )}
        </Field>
        <Field label="终点">
          {(id) => (
            <InputNumber<number>
              id={id}
              value={settings.to}
              onChange={(to) => onSettings({ ...settings, to })}
              addonAfter={unit || undefined}
            />
          )}
        </Field>
        <Field label={`步数（2~${SWEEP_MAX_STEPS}）`}>
          {(id) => (
            <InputNumber<number>
              id={id}
              min={2}
              max={SWEEP_MAX_STEPS}
              precision={0}
              value={settings.steps}
              onChange={(steps) => onSettings({ ...settings, steps: steps ?? settings.steps })}
            />
          )}
        </Field>
        <Button type="primary" onClick={onRun} loading={running} className="sim-sweep__run">
          运行扫描
        </Button>
      </div>
      {error ? (
        <p className="sim-sweep__error" role="alert">
          {error}
        </p>
      ) : null}
      {answer && !error ? (
        <SweepResult key={answer.parameter.name} answer={answer} modelName={modelName} />
      ) : null}
    </div>
  );
}

import { RESULT_PANE_HEIGHT } from '@portal/shared/simulation';
import { Spin } from 'antd';
import { useMemo } from 'react';
import { useNarrow } from '../../../shared/components/useNarrow';
import { inputsOption, iotOption, resultOption, valueText, withUnit } from './chart-options';
import type { Outcome } from './outcome';
import { SimChart } from './SimChart';

/** The charts' height inside the 450 px pane, under the outputs. */
const CHART_HEIGHT = 300;

function ResultCharts({ outcome }: { outcome: Extract<Outcome, { kind: 'result' }> }) {
  const { modelBody, iotBody } = outcome;
  const parameter = useMemo(
    () => (iotBody ? iotOption(iotBody) : inputsOption(modelBody.inputs)),
    [modelBody, iotBody],
  );
  const result = useMemo(() => resultOption(modelBody), [modelBody]);
  return (
    <>
      <dl className="sim-outputs" aria-label="仿真结果">
        {modelBody.outputs.map((output) => (
          <div key={output.name} className="sim-outputs__item">
            <dt>{output.label}</dt>
            <dd>
              <strong>{valueText(output.value)}</strong>
              {output.unit ? <span className="sim-outputs__unit">{output.unit}</span> : null}
            </dd>
          </div>
        ))}
        {modelBody.texts.map((text) => (
          <div key={text.name} className="sim-outputs__item sim-outputs__item--text">
            <dt>{text.label}</dt>
            <dd>{text.value}</dd>
          </div>
        ))}
      </dl>
      <div className="sim-result__charts">
        <figure className="sim-figure">
          <figcaption>
            {iotBody ? `参数图：物联网数据（${iotBody.machineNo}）` : '参数图：本次输入'}
          </figcaption>
          <SimChart
            label={
              iotBody
                ? `参数图，${iotBody.series.map((line) => withUnit(line.label, line.unit)).join('、')}随时间的变化`
                : `参数图，${modelBody.inputs.map((input) => `${input.label} ${valueText(input.value, input.unit)}`).join('，')}`
            }
            option={parameter}
            height={CHART_HEIGHT}
          />
        </figure>
        <figure className="sim-figure">
          <figcaption>结果图：{modelBody.series.map((line) => line.label).join('、') || '无曲线'}</figcaption>
          <SimChart
            label={`结果图，${modelBody.series.map((line) => withUnit(line.label, line.unit)).join('、')}随${withUnit(modelBody.axis.label, modelBody.axis.unit)}的变化`}
            option={result}
            height={CHART_HEIGHT}
          />
        </figure>
      </div>
    </>
  );
}

/**
 * The result pane (spec 001 §2.5, §8, §9: 450 px high): the outputs with their units, the
 * parameter chart and the result chart; or why there is no result, never invented numbers.
 */
export function ResultPane({ outcome, pending }: { outcome: Outcome; pending: boolean }) {
  // On a phone the charts stack: the pane grows past its 450 px rather than hide them.
  const narrow = useNarrow(767);
  return (
    <div
      className={`sim-result${outcome.kind === 'error' && !pending ? ' sim-result--failed' : ''}`}
      style={narrow ? { minHeight: RESULT_PANE_HEIGHT } : { height: RESULT_PANE_HEIGHT }}
      aria-busy={pending}
    >
      {pending ? (
        <div className="sim-result__state">
          <Spin />
          <span>正在仿真…</span>
        </div>
      ) : outcome.kind === 'idle' ? (
        <p className="sim-result__state">填写参数后运行仿真，结果与图表显示在这里。</p>
      ) : outcome.kind === 'error' ? (
        <div className="sim-result__state" role="alert">
          <span className="sim-result__error">{outcome.message}</span>
        </div>
      ) : (
        <ResultCharts outcome={outcome} />
      )}
    </div>
  );
}

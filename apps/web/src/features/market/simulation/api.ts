import { endpointKey } from '@portal/shared/contract';
import { type SimulateBody, type SweepBody, simulationApi } from '@portal/shared/simulation';
import { useQuery } from '@tanstack/react-query';
import { call, uploadForEnvelope } from '../../../shared/api/call';

/**
 * The simulation's calls (issue 20). Runs are silent: the result pane or the panel says why a
 * run failed (spec 001 §8), once; the request layer still handles an expired session.
 */
const quiet = { silent: true } as const;

export const simulationHistoryKey = (id: number) => [endpointKey(simulationApi.history), id] as const;

export function useSimulationHistory(id: number, enabled: boolean) {
  return useQuery({
    queryKey: simulationHistoryKey(id),
    queryFn: () => call(simulationApi.history, { params: { id } }, quiet),
    enabled,
    staleTime: 0,
  });
}

export const simulate = (body: SimulateBody) => call(simulationApi.simulate, { body }, quiet);
export const simulateIot = (body: SimulateBody) => call(simulationApi.simulateIot, { body }, quiet);
export const sweep = (body: SweepBody) => call(simulationApi.sweep, { body }, quiet);

/** Sends a filled template; resolves with the envelope (its msg is 上传成功，系统正在解析中). */
export const uploadTemplate = (id: number, file: File, onProgress: (percent: number) => void) =>
  uploadForEnvelope(simulationApi.uploadTemplate, file, { params: { id } }, { onProgress });

export const TEMPLATE_ACCEPTS = simulationApi.uploadTemplate.upload.accepts;

/** How often a running batch is asked for its progress. */
export const BATCH_POLL_MS = 500;

export function useBatchStatus(id: number | null) {
  return useQuery({
    queryKey: [endpointKey(simulationApi.batchStatus), id],
    queryFn: () => call(simulationApi.batchStatus, { params: { id: id ?? 0 } }, quiet),
    enabled: id !== null,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.state === 'running' ? BATCH_POLL_MS : false),
  });
}

export const fetchBatchResult = (id: number) => call(simulationApi.batchResult, { params: { id } });

import type { Envelope } from '@portal/shared/api';
import { type Endpoint, type EndpointData, type EndpointInput, pathWith } from '@portal/shared/contract';
import type { UploadSpec } from '@portal/shared/uploads';
import { type RequestConfig, request, type UploadConfig } from './request';

/** The address of a call with its path parameters filled (for links, images and uploads). */
export function urlOf<E extends Endpoint>(endpoint: E, params?: EndpointInput<E>['params']): string {
  return pathWith(endpoint.path, params as Record<string, unknown> | undefined);
}

/** Calls an endpoint of the contract; resolves with the whole envelope (when `msg` matters). */
export function callForEnvelope<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  config: RequestConfig = {},
): Promise<Envelope<EndpointData<E>>> {
  const { params, query, body } = input as { params?: object; query?: object; body?: unknown };
  const url = urlOf(endpoint, params as EndpointInput<E>['params']);
  const withQuery = query ? { ...config, params: query } : config;
  // Trailing arguments are left out when empty, so a call reads as it would by hand.
  const given = Object.keys(withQuery).length > 0;
  switch (endpoint.method) {
    case 'GET':
      return given || query ? request.get(url, query, config) : request.get(url);
    case 'DELETE':
      return given || query ? request.delete(url, query, config) : request.delete(url);
    case 'PUT':
      if (given) return request.put(url, body, withQuery);
      return body === undefined ? request.put(url) : request.put(url, body);
    default:
      if (given) return request.post(url, body, withQuery);
      return body === undefined ? request.post(url) : request.post(url, body);
  }
}

/** Calls an endpoint of the contract; resolves with the answer's `data`. */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E>,
  config: RequestConfig = {},
): Promise<EndpointData<E>> {
  return (await callForEnvelope(endpoint, input, config)).data;
}

/** An endpoint that takes a file (its contract declares the upload). */
export type UploadEndpoint = Endpoint & { kind: 'multipart'; upload: UploadSpec };

/**
 * Sends a file to an upload endpoint in the field its contract declares, reporting progress
 * (`onProgress`, 0–100); resolves with the whole envelope (when `msg` matters).
 */
export function uploadForEnvelope<E extends UploadEndpoint>(
  endpoint: E,
  file: Blob,
  input: EndpointInput<E>,
  config: UploadConfig = {},
): Promise<Envelope<EndpointData<E>>> {
  const form = new FormData();
  form.append(endpoint.upload.field, file);
  const { params } = input as { params?: EndpointInput<E>['params'] };
  return request.upload<EndpointData<E>>(urlOf(endpoint, params), form, config);
}

/**
 * Sends a whole form (several files and text fields, as the trial forwarding takes them) to a
 * multipart endpoint, reporting progress; resolves with the whole envelope.
 */
export function sendFormForEnvelope<E extends UploadEndpoint>(
  endpoint: E,
  form: FormData,
  input: EndpointInput<E>,
  config: UploadConfig = {},
): Promise<Envelope<EndpointData<E>>> {
  const { params } = input as { params?: EndpointInput<E>['params'] };
  return request.upload<EndpointData<E>>(urlOf(endpoint, params), form, config);
}

/** Sends a file to an upload endpoint; resolves with the answer's `data`. */
export async function upload<E extends UploadEndpoint>(
  endpoint: E,
  file: Blob,
  input: EndpointInput<E>,
  config: UploadConfig = {},
): Promise<EndpointData<E>> {
  return (await uploadForEnvelope(endpoint, file, input, config)).data;
}

/** A file endpoint's bytes (private files travel with the session, then show from memory). */
export function download<E extends Endpoint & { kind: 'file' }>(
  endpoint: E,
  input: EndpointInput<E>,
  config: RequestConfig = {},
): Promise<Blob> {
  const { params, query } = input as { params?: EndpointInput<E>['params']; query?: object };
  return request.download(urlOf(endpoint, params), query, config);
}

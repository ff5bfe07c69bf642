import type { OpenAPIV3 } from 'openapi-types';
import type { AppInstance } from '../../src/app.ts';

/** One operation of the app's own OpenAPI document. */
export interface ApiOperation {
  /** `METHOD /path`, the path as the document writes it (`/api/x/{id}`). */
  key: string;
  method: string;
  path: string;
  operation: OpenAPIV3.OperationObject;
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** A contract path (`/api/x/:id`) as the document writes it (`/api/x/{id}`). */
export function documentPath(path: string): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
}

/** The document the app serves (call after `app.ready()`). */
export function openApiDocument(app: AppInstance): OpenAPIV3.Document {
  return app.swagger() as OpenAPIV3.Document;
}

/** Every operation of the document, in its order. */
export function apiOperations(doc: OpenAPIV3.Document): ApiOperation[] {
  const operations: ApiOperation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const operation = item?.[method];
      if (operation) operations.push({ key: `${method.toUpperCase()} ${path}`, method, path, operation });
    }
  }
  return operations;
}

/** Whether a concrete URL (query ignored) is an instance of a document path such as `/api/x/{id}`. */
export function urlMatchesPath(url: string, path: string): boolean {
  const pattern = path
    .split(/\{[^}]+\}/)
    .map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('[^/?]+');
  return new RegExp(`^${pattern}(\\?|$)`).test(url);
}

import type { ModelDefinition } from '../definition.ts';
import { carnot } from './carnot.ts';

export const MODEL_DEFINITIONS: ReadonlyMap<string, ModelDefinition> = new Map(
  [carnot].map((model) => [model.code, model]),
);

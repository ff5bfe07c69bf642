import { MICRO_NEW_FIELD } from '@portal/shared/micro-endpoint';
import type { ModelDefinitionForm, ModelDefinitionView } from '@portal/shared/model-definition';
import { bodyHtml } from '../rich-text/body-html';

/**
 * A mechanism model's definition on a form (the console's editor, the community's submission):
 * the stored values in, the contract's body out; the principle typed as plain paragraphs becomes
 * HTML (the server sanitises it with the shared allow-list).
 */
export type ModelDefinitionValues = ModelDefinitionForm;

export function modelDefinitionValues(model: ModelDefinitionView | null): ModelDefinitionValues {
  if (!model) {
    return {
      modelName: '',
      code: '',
      describes: '',
      modelSortCode: '',
      modelTypeName: '机理模型',
      professionSortName: '',
      principle: '',
      method: 'POST',
      protocol: 'HTTPS',
      domain: '',
      prefix: '',
      uri: '',
      isRequestData: false,
      fields: [{ ...MICRO_NEW_FIELD }],
    };
  }
  return {
    modelName: model.modelName,
    code: model.code,
    describes: model.describes,
    modelSortCode: model.modelSortCode,
    modelTypeName: model.modelTypeName,
    professionSortName: model.professionSortName,
    principle: model.principle,
    method: model.method as ModelDefinitionForm['method'],
    protocol: model.protocol as ModelDefinitionForm['protocol'],
    domain: model.domain,
    prefix: model.prefix,
    uri: model.uri,
    isRequestData: model.isRequestData,
    fields: model.fields,
  };
}

/** The form's values as the contract's body (a missing list is no fields). */
export function toModelDefinition(values: ModelDefinitionValues): ModelDefinitionForm {
  return { ...values, principle: bodyHtml(values.principle ?? ''), fields: values.fields ?? [] };
}

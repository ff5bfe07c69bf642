import {
  endpointPath,
  type ManagedMicroDetail,
  type MicroForm,
  type MicroState,
  type MicroType,
} from '@portal/shared/micro-admin';
import {
  allowListProblem,
  MICRO_NEW_FIELD,
  type MicroFieldInput,
  SELF_PATH_PREFIX,
} from '@portal/shared/micro-endpoint';
import { bodyHtml } from './news-form';

/**
 * The 微服务管理 form's values: what it opens with (a new microservice: unpublished, for trial,
 * free, on this platform's built-in services, one parameter), what it sends (trimmed texts, the
 * details as HTML), and the allow-list rule the server runs too.
 */

export interface MicroFormValues {
  name: string;
  industryId: number | null;
  type: MicroType;
  state: MicroState;
  charged: boolean;
  icon: string;
  contentRemake: string;
  detailsRemake: string;
  content: string;
  contactPerson: string;
  method: MicroForm['method'];
  protocol: MicroForm['protocol'];
  domain: string;
  prefix: string;
  uri: string;
  fields: MicroFieldInput[];
}

export function initialMicroValues(micro: ManagedMicroDetail | null): MicroFormValues {
  if (!micro)
    return {
      name: '',
      industryId: null,
      type: 1,
      state: 0,
      charged: false,
      icon: '',
      contentRemake: '',
      detailsRemake: '',
      content: '',
      contactPerson: '',
      method: 'POST',
      protocol: 'HTTP',
      domain: '',
      prefix: SELF_PATH_PREFIX.slice(0, -1),
      uri: '',
      fields: [{ ...MICRO_NEW_FIELD }],
    };
  return {
    name: micro.name,
    industryId: micro.industryId,
    type: micro.type,
    state: micro.state,
    charged: micro.charged,
    // The generated tile is the empty choice: a rename draws it anew.
    icon: micro.icon.includes('/market/logos/') ? micro.icon : '',
    contentRemake: micro.contentRemake,
    detailsRemake: micro.detailsRemake,
    content: micro.content,
    contactPerson: micro.contactPerson,
    method: micro.method as MicroForm['method'],
    protocol: micro.protocol as MicroForm['protocol'],
    domain: micro.domain,
    prefix: micro.prefix,
    uri: micro.uri,
    fields: micro.fields,
  };
}

/** What the form sends. */
export function toMicroRequest(values: MicroFormValues): MicroForm {
  const content = (values.content ?? '').trim();
  return {
    name: values.name.trim(),
    industryId: values.industryId ?? 0,
    type: values.type,
    state: values.state,
    charged: values.charged,
    icon: values.icon ?? '',
    contentRemake: values.contentRemake.trim(),
    detailsRemake: (values.detailsRemake ?? '').trim(),
    content: content ? bodyHtml(content) : '',
    contactPerson: (values.contactPerson ?? '').trim(),
    method: values.method,
    protocol: values.protocol,
    domain: (values.domain ?? '').trim(),
    prefix: (values.prefix ?? '').trim(),
    uri: (values.uri ?? '').trim(),
    fields: values.fields ?? [],
  };
}

/** The allow-list's message for `field` (domain or uri) of these values, or null. */
export function endpointProblem(
  values: Pick<MicroFormValues, 'protocol' | 'domain' | 'prefix' | 'uri'>,
  allowedHosts: readonly string[],
  field: 'domain' | 'uri',
): string | null {
  const domain = (values.domain ?? '').trim();
  const uri = (values.uri ?? '').trim();
  // An empty path is the path's own rule's to tell.
  if (!uri && field === 'uri') return null;
  const problem = allowListProblem(
    {
      protocol: values.protocol ?? 'HTTP',
      domain,
      path: endpointPath({ prefix: values.prefix ?? '', uri }),
    },
    allowedHosts,
  );
  return problem?.field === field ? problem.message : null;
}

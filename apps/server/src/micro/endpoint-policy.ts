import { COMMUNITY_TEXTS } from '@portal/shared/community';
import { allowListProblem, endpointHost, MICRO_ENDPOINT_TEXTS } from '@portal/shared/micro-endpoint';
import ipaddr from 'ipaddr.js';
import { badRequest } from '../http/errors.ts';
import { isPublicAddress } from './forwarding.ts';
import { registeredUrl } from './trial.service.ts';

export interface EndpointPolicy {
  /** `host:port` pairs forwarding reaches whatever they resolve to (MICRO_ALLOWED_HOSTS). */
  allowedHosts: readonly string[];
  /** Where an endpoint with an empty domain lives. */
  selfOrigin: string;
}

export interface RegisteredEndpoint {
  protocol: string;
  domain: string;
  prefix: string;
  uri: string;
}

const refuse = (field: 'uri' | 'domain', message: string): never => {
  throw badRequest(message, { [field]: message });
};

/** The endpoint must make a URL on its own host (no `//other.host` path). */
function checkAddress(endpoint: RegisteredEndpoint, policy: EndpointPolicy): void {
  try {
    registeredUrl(endpoint, policy.selfOrigin);
  } catch {
    refuse('uri', '接口地址不正确');
  }
}

/**
 * A developer's endpoint must be one forwarding may reach: this platform's built-in services (an
 * empty domain, a path under /api/builtin/), a host the operator allowed, or a public host. A
 * literal internal address (or localhost) is refused here; a name is checked again on every
 * call, after DNS (forwarding.ts).
 */
export function checkCommunityEndpoint(endpoint: RegisteredEndpoint, policy: EndpointPolicy): void {
  // Within the allow-list (or this platform's built-ins) it passes; beyond it, public hosts only.
  const problem = allowListProblem(
    { protocol: endpoint.protocol, domain: endpoint.domain, path: `${endpoint.prefix}${endpoint.uri}` },
    policy.allowedHosts,
  );
  if (problem && (endpoint.domain === '' || problem.message === MICRO_ENDPOINT_TEXTS.badHost)) {
    refuse(problem.field, problem.message);
  }
  if (problem) {
    const hostname = (endpointHost(endpoint.protocol, endpoint.domain) as string).replace(/:\d+$/, '');
    const bare = hostname.startsWith('[') ? hostname.slice(1, -1) : hostname;
    const internalName = bare === 'localhost' || bare.endsWith('.localhost');
    const internalAddress = ipaddr.isValid(bare) && !isPublicAddress(bare);
    if (internalName || internalAddress) refuse('domain', COMMUNITY_TEXTS.internalHost);
  }
  checkAddress(endpoint, policy);
}

/** The console's rule (no open proxy): this platform's built-in services or an allow-listed host only. */
export function checkAllowListedEndpoint(endpoint: RegisteredEndpoint, policy: EndpointPolicy): void {
  const problem = allowListProblem(
    { protocol: endpoint.protocol, domain: endpoint.domain, path: `${endpoint.prefix}${endpoint.uri}` },
    policy.allowedHosts,
  );
  if (problem) refuse(problem.field, problem.message);
  checkAddress(endpoint, policy);
}

// The third-party integrations of this server process, read once from the environment by the same function the edge
// builds its Content-Security-Policy with (integrations.ts), so the ids the browser gets and the hosts the policy
// allows always match.
import { integrationsFromEnv, type Integrations } from '../../integrations';

let integrations: Integrations | undefined;

export function siteIntegrations(): Integrations {
  integrations ??= integrationsFromEnv(process.env);
  return integrations;
}

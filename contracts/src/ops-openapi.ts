// The operator API's OpenAPI document: the same generator as the player API's, over the ops registry. A file of its
// own so openapi.ts (which the player API docs import) never pulls the operator schemas in.
import { buildOpenApi } from './openapi';
import { opsCallList } from './ops-registry';

export const OPS_OPENAPI_PATH = '/ops/v1/openapi.json';

/** Every operator call as a POST under /ops/v1/, with the roles that may call it (`x-roles`). */
export function buildOpsOpenApi() {
  return buildOpenApi(opsCallList, {
    prefix: '/ops/v1/',
    title: 'Casino — operator console API',
    description:
      'Every call is POST /ops/v1/<name> with a JSON body and an operator token (operatorLogin) in authorization. ' +
      'The platform refuses a call to an operator whose roles are not in x-roles (403) and a player token (401); ' +
      'every mutation writes an audit row. Money is integer minor units (centavos). Generated from @casino/contracts.',
  });
}

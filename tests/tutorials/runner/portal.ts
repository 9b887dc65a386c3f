/**
 * Steps a page gives without runnable code (a Portal-only tab, an approval described in prose), applied to the
 * model as the page describes them. Keyed by page and line: a tab step by the line of its first block, a described
 * step by the line of the sentence that asks for it (it runs before the first step after that line).
 */
import type {JsonObject} from '../../openapi/openapi-document';
import type {Fixture, PlatformModel} from '../platform-model/model';

export type PortalAction = (platform: PlatformModel, fixture: Fixture) => void | Promise<void>;

/** "Approve the operation(s) in the Portal": every pending operation, as the reader sees them listed. */
function approvePending(platform: PlatformModel): void {
  for (const [key, operation] of platform.resources) {
    if (!/\/provisioning-operations\/[^/]+$/.test(key) || operation.state !== 'Pending') continue;
    const answer = platform.handle({
      operation: platform.operation('approve-provisioning-operation'),
      params: {workspaceId: platform.fixture.workspaceId},
      pathname: `${platform.workspacePath()}/provisioning-operations/approve`,
      query: {},
      body: {provisioningOperationId: operation.provisioningOperationId} as JsonObject,
      scheme: 'Bearer',
      credential: platform.fixture.accessToken,
    });
    if (answer.status !== 200) throw new Error(`approving in the Portal failed: ${JSON.stringify(answer.body)}`);
  }
}

export const portalActions: Record<string, PortalAction> = {};

/** Steps described in prose, by page and the line that describes them. */
export const describedActions: Record<string, Record<number, PortalAction>> = {
  'docs/visualize-data/tutorial-visualize-data.mdx': {187: approvePending},
};

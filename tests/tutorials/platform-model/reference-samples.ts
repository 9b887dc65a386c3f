/**
 * Rules the API reference's samples reach and the tutorials do not: the file upload of HTTP ingress, the site a
 * message names, and the built-in stream group and stream that cannot be deleted. Each cites the document text it
 * follows.
 */
import type {JsonObject} from '../../openapi/openapi-document';
import {notFound, problem, validationProblem, type Answer, type PlatformModel, type Rule} from './model';
import {ingressRules} from './ingress';

type IngressQuery = Record<string, string | undefined>;

/**
 * siteId: "Accepted only by streams with `enableSiteId`; the site must be registered in the workspace." The
 * refusal is the document's unknownSite example.
 */
function siteRefusal(model: PlatformModel, query: IngressQuery): Answer | null {
  if (query.siteId === undefined) return null;
  const ws = model.workspacePath();
  if (!model.resources.has(`${ws}/sites/${query.siteId}`))
    return validationProblem('siteId', `Site '${query.siteId}' is not registered in the workspace.`);
  const groupName = query.streamGroupName ?? 'default-stream-group';
  const group = model.resources.get(`${ws}/stream-groups/${groupName}`);
  const streamName = query.streamName ?? String(group?.defaultStream ?? 'default-stream');
  const stream = model.resources.get(`${ws}/stream-groups/${groupName}/streams/${streamName}`);
  if (stream && !stream.enableSiteId)
    return validationProblem(
      'siteId',
      `Stream '${streamName}' does not accept a site ID: its enableSiteId is false.`,
    );
  return null;
}

/** A rule of HTTP ingress, after the site check both ingress operations share. */
export const checkingSite =
  (rule: Rule): Rule =>
  (model, call) =>
    siteRefusal(model, call.query as IngressQuery) ?? rule(model, call);

/**
 * upload-ingress-file: its "query parameters are the same as for [send-ingress-message]"; the file is the message's
 * payload, so the upload is answered as that message would be.
 */
const uploadIngressFile: Rule = (model, call) => ingressRules['send-ingress-message'](model, call);

/** delete-stream-group and delete-stream: 409 for the workspace's default group and a group's default stream. */
const refusingDefault =
  (kind: 'group' | 'stream'): Rule =>
  (model, call) => {
    const ws = model.workspacePath();
    const groupName = call.params.streamGroupName;
    const group = model.resources.get(`${ws}/stream-groups/${groupName}`);
    if (kind === 'group' && groupName === 'default-stream-group')
      return problem(
        '/problems/dataFlows/defaultStreamGroup',
        409,
        `The stream group '${groupName}' is the workspace default and cannot be deleted.`,
      );
    if (kind === 'stream' && group && (group as JsonObject).defaultStream === call.params.streamName)
      return problem(
        '/problems/dataFlows/defaultStream',
        409,
        `Stream '${call.params.streamName}' is the default stream of '${groupName}' and cannot be deleted.`,
      );
    const prefix = call.pathname;
    if (!model.resources.has(prefix)) return notFound(prefix);
    for (const key of [...model.resources.keys()])
      if (key === prefix || key.startsWith(`${prefix}/`)) model.resources.delete(key);
    return {status: 204};
  };

export const referenceSampleRules: Record<string, Rule> = {
  'upload-ingress-file': checkingSite(uploadIngressFile),
  'delete-stream-group': refusingDefault('group'),
  'delete-stream': refusingDefault('stream'),
};

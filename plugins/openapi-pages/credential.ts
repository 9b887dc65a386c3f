import type {OpenApiDocument, ResolvedOperation} from './document';
import {block, type Flavour} from './text';

/**
 * The page's one line on the credential an operation takes: the description of its first security
 * scheme, which says what the credential is and ends with how to send it. Operations that take no
 * credential (the webhook) have none.
 */
export function credentialLine(
  document: OpenApiDocument,
  operation: ResolvedOperation,
  flavour: Flavour,
): string | undefined {
  const requirement = (operation.operation.security ?? document.security ?? [])[0];
  const schemeName = requirement && Object.keys(requirement)[0];
  if (!schemeName) return undefined;
  const description = document.components?.securitySchemes?.[schemeName]?.description;
  if (!description) throw new Error(`Security scheme ${schemeName} has no description to show`);
  return `**Credential:** ${block(description, flavour)}`;
}

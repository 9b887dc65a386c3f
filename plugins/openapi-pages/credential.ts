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
  const scheme = firstSecurityScheme(document, operation);
  if (!scheme) return undefined;
  if (!scheme.description) throw new Error(`Security scheme ${scheme.name} has no description to show`);
  return `**Credential:** ${block(scheme.description, flavour)}`;
}

/** The first security scheme an operation takes, with its name; none for an operation that takes no credential. */
export function firstSecurityScheme(document: OpenApiDocument, operation: ResolvedOperation) {
  const requirement = (operation.operation.security ?? document.security ?? [])[0];
  const name = requirement && Object.keys(requirement)[0];
  return name ? {name, description: document.components?.securitySchemes?.[name]?.description} : undefined;
}

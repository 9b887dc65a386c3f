import {describe, expect, it} from 'vitest';
import {deref, nodeAt} from '../../plugins/openapi-document';

const document = {
  paths: {
    '/workspaces/{workspaceId}/devices': {get: {operationId: 'list-devices'}},
  },
  components: {
    schemas: {
      Device: {properties: {'tags~all': {type: 'object'}}},
      DeviceAlias: {$ref: '#/components/schemas/Device'},
      Loop: {$ref: '#/components/schemas/Knot'},
      Knot: {$ref: '#/components/schemas/Loop'},
    },
  },
};

describe('the OpenAPI document reader of the plugins', () => {
  it('unescapes ~1 and ~0 in JSON pointers, so paths with slashes and names with tildes are found', () => {
    expect(nodeAt(document, '/paths/~1workspaces~1{workspaceId}~1devices/get/operationId')).toBe(
      'list-devices',
    );
    expect(nodeAt(document, '#/components/schemas/Device/properties/tags~0all')).toEqual({type: 'object'});
    expect(nodeAt(document, '/components/schemas/Nothing')).toBeUndefined();
  });

  it('follows references on the way through a pointer when asked, and not otherwise', () => {
    expect(nodeAt(document, '/components/schemas/DeviceAlias/properties', true)).toHaveProperty('tags~all');
    expect(nodeAt(document, '/components/schemas/DeviceAlias/properties')).toBeUndefined();
  });

  it('follows a chain of references, and stops with the chain named on a cycle or a dangling reference', () => {
    expect(deref(document, {$ref: '#/components/schemas/DeviceAlias'})).toBe(
      document.components.schemas.Device,
    );
    // Named at the first repeat, not after some number of turns round the loop.
    expect(() => deref(document, {$ref: '#/components/schemas/Loop'})).toThrow(
      /cycle: #\/components\/schemas\/Loop → #\/components\/schemas\/Knot → #\/components\/schemas\/Loop$/,
    );
    expect(() => deref(document, {$ref: '#/components/schemas/Nothing'})).toThrow('nothing at');
  });
});

import {describe, expect, it} from 'vitest';
import {identity} from '../../src/identity';
import {buildDir} from '../support/built-site';
import {thirdPartyFetches} from '../support/fetched-references';

describe('the build', () => {
  it('makes the browser fetch nothing from a host other than the site', () => {
    expect(thirdPartyFetches(buildDir, identity.siteUrl)).toEqual([]);
  });
});

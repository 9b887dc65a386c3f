/**
 * Steps a page gives only for the Portal, applied to the model as the page describes them, by page and line.
 */
import type {Fixture} from '../platform-model/model';
import type {PlatformModel} from '../platform-model/model';

export type PortalAction = (platform: PlatformModel, fixture: Fixture) => void | Promise<void>;

export const portalActions: Record<string, PortalAction> = {};

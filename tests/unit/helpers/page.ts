import type { PageContext } from '../../../src/kernel/context';
import { partLoaders } from '../../../src/start/parts';

/** A page (or island) context as start-up makes it: the test's config and cart, and the real part loaders. */
export const withLoaders = <T extends Omit<PageContext, 'load'>>(ctx: T): T & PageContext => ({ ...ctx, load: partLoaders });

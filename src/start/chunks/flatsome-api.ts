/**
 * The `window.Flatsome` stand-in (features/flatsome-api/, js-cookie with it), its own chunk:
 * only Flatsome pages with jQuery whose flatsome-js islas took out load it, through the
 * jQuery bridge (`jquery-compat.ts`).
 */
import { installFlatsomeApi } from '../../features/flatsome-api/flatsome-api';

export const flatsomeApi = { install: installFlatsomeApi };

/**
 * The type of a row of a table of parts (parts.ts, chrome-parts.ts), types only: nothing of
 * this file ships. A contextual `Lowercase<string>` keeps each row's name a literal type, so
 * the registry of what the parts replace (claims.ts) can require one entry per part, by name.
 */
import type { LazyEnhancer } from '../kernel/lazy-enhancers';

export type NamedPart = LazyEnhancer & { name: Lowercase<string> };

/**
 * The forms chunk (login, registration, account, checkout): password toggles, field help
 * and inline field checks.
 */
import type { PageContext } from '../../kernel/context';
import { enhanceFieldHelp } from './field-help';
import { enhanceFieldValidation } from './field-validation';
import { enhancePasswordToggles } from './password-toggle';


export function enhance(root: Document, ctx: PageContext): void {
  enhancePasswordToggles(root, { show: ctx.config.passwordShowLabel, hide: ctx.config.passwordHideLabel });
  enhanceFieldHelp(root);
  enhanceFieldValidation(root);
}

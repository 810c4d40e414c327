// Logging a Playwright browser context into a WordPress shop, as a person does on
// wp-login.php: the bench (`npm run bench -- --url … --login user:password`) needs an
// administrator's session to see a page without islas (`?islas=off`, which the plugin honours
// for administrators only), and server-requests.mjs for the same reason.
//
// WordPress refuses a login whose browser did not first accept its test cookie, so the form is
// fetched first (through the context's own request client: it shares the context's cookies).
// Success is the logged-in cookie (wordpress_logged_in_<hash>) in the context; anything else
// is an error that says what the shop answered: the form again with an error (wrong name or
// password), no login form at all (wp-login.php moved or blocked), or a second step (a
// two-factor plugin's code form).

/** The address of `path` under the shop's base (which may be a subfolder: https://host/shop). */
export function shopUrl(base, path) {
  return new URL(path.replace(/^\//, ''), base.endsWith('/') ? base : `${base}/`).href;
}

const LOGGED_IN_COOKIE = /^wordpress_logged_in_/;

/** The visible text of WordPress's login error box, if the page has one. */
function loginError(html) {
  const box = /<div[^>]*id="login_error"[^>]*>([\s\S]*?)<\/div>/.exec(html);
  return box ? box[1].replace(/<[^>]+>/g, ' ').replace(/&[a-z#0-9]+;/gi, ' ').replace(/\s+/g, ' ').trim() : null;
}

/** Whether the page is a second login step (a code form) rather than WordPress's own form. */
function secondFactor(html) {
  return /two[-_ ]?factor|2fa|authcode|one[- ]time|verification code|código de verificación|wfls-|googleotp/i.test(html) && !/name="pwd"/.test(html);
}

/**
 * Logs `context` (a Playwright BrowserContext) into the WordPress shop at `base` as `user`.
 * Resolves to the logged-in cookie's name; throws an Error that says why when the shop did
 * not log the user in.
 */
export async function logIn(context, base, { user, password, loginPath = 'wp-login.php' }) {
  if (!user || password == null) throw new Error('logIn: give a user and a password (--login user:password)');
  const loginUrl = shopUrl(base, loginPath);
  const form = await context.request.get(loginUrl, { failOnStatusCode: false }).catch((error) => {
    throw new Error(`logIn: cannot reach ${loginUrl}: ${error.message.split('\n')[0]}`);
  });
  const formHtml = await form.text();
  if (!form.ok() || !/name="log"/.test(formHtml) || !/name="pwd"/.test(formHtml)) {
    throw new Error(`logIn: no WordPress login form at ${loginUrl} (HTTP ${form.status()}${form.url() !== loginUrl ? `, sent on to ${form.url()}` : ''}); if the shop moved its login page, pass loginPath`);
  }
  const answer = await context.request.post(loginUrl, {
    form: { log: user, pwd: password, 'wp-submit': 'Log In', testcookie: '1', redirect_to: shopUrl(base, 'wp-admin/') },
    maxRedirects: 0,
    failOnStatusCode: false,
  });
  const loggedIn = (await context.cookies(loginUrl)).find((cookie) => LOGGED_IN_COOKIE.test(cookie.name));
  if (loggedIn && answer.status() >= 300 && answer.status() < 400) return loggedIn.name;
  const html = await answer.text();
  const error = loginError(html);
  if (error) throw new Error(`logIn: ${loginUrl} refused ${user}: ${error}`);
  if (secondFactor(html)) throw new Error(`logIn: ${loginUrl} asks ${user} for a second factor (a two-factor plugin); use an account without it, or log in by hand and pass the cookies`);
  throw new Error(`logIn: ${loginUrl} did not log ${user} in (HTTP ${answer.status()}, ${loggedIn ? 'no redirect after the form' : 'no wordpress_logged_in cookie'})`);
}

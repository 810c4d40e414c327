// @vitest-environment node
// Flatsome's woocommerce.js wrapped the account's orders table in .touch-scroll-table (the
// theme's CSS scrolls it sideways on phones; inventory row 55). Where islas takes that script
// out, the plugin prints the wrapper itself around the table, at the actions WooCommerce's
// myaccount/orders.php fires before and right after it (plugin/includes/config.php).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { build } from '../../build.mjs';
import { phpRunner } from './helpers/php';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const TABLE = '<table class="woocommerce-orders-table my_account_orders"></table>';

describe('the orders table scroll wrapper (row 55)', () => {
  let runPhp: (code: string) => Promise<string>;
  beforeAll(async () => {
    if (!existsSync(join(root, 'dist/manifest.json'))) await build();
    runPhp = await phpRunner();
  }, 120_000);

  /** WooCommerce's template around the table, after islas_enqueue (or not), with `setup` run first. */
  const orders = (hasOrders: boolean, setup = 'islas_enqueue();') =>
    runPhp(`<?php
error_reporting( E_ALL );
require '${root}/php-stub/wp-shim.php';
define( 'ISLAS_BASE_PATH', '${root}' );
define( 'ISLAS_BASE_URL', 'https://shop.example/islas/' );
require '${root}/plugin/islas-enqueue.php';
${setup}
ob_start();
do_action( 'woocommerce_before_account_orders', ${hasOrders} );
if ( ${hasOrders} ) {
	echo '${TABLE}';
	do_action( 'woocommerce_before_account_orders_pagination' );
}
do_action( 'woocommerce_after_account_orders', ${hasOrders} );
echo trim( ob_get_clean() );`);

  it('wraps the table where islas replaces the theme’s WooCommerce script', async () => {
    expect(await orders(true)).toBe(`<div class="touch-scroll-table">${TABLE}</div>`);
  });

  it('prints nothing where there are no orders, where islas is off, or where the script stays', async () => {
    expect(await orders(false)).toBe('');
    expect(await orders(true, '')).toBe(TABLE);
    expect(await orders(true, "islas_enqueue(); $s = &islas_enqueue_state(); $s['kept'][] = 'flatsome-theme-woocommerce-js';")).toBe(TABLE);
  });
});

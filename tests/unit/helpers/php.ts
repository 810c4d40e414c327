// Runs a PHP script on the PHP the stub uses (system php, else PHP.wasm): for tests of the
// PHP files themselves (islas-enqueue.php, the plugin), outside a request.
import { spawnSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { choosePhp } from '../../../php-stub/serve.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

export async function phpRunner(): Promise<(code: string) => Promise<string>> {
  if (choosePhp() === 'system') {
    return async (code) => {
      const run = spawnSync('php', [], { input: code, encoding: 'utf8', cwd: root });
      if (run.status !== 0) throw new Error(`php failed: ${run.stderr}${run.stdout}`);
      return run.stdout;
    };
  }
  // As serve.mjs loads PHP.wasm (the node-8-3 package ships no types).
  const untyped = (name: string): Promise<any> => import(name); // eslint-disable-line @typescript-eslint/no-explicit-any
  const [{ getPHPLoaderModule }, universal] = await Promise.all([untyped('@php-wasm/node-8-3'), untyped('@php-wasm/universal')]);
  const php = new universal.PHP(await universal.loadPHPRuntime(await getPHPLoaderModule()));
  const FS = php[universal.__private__dont__use].FS;
  FS.mkdirTree(root);
  FS.mount(FS.filesystems.NODEFS, { root }, root);
  return async (code) => (await php.run({ code })).text as string;
}

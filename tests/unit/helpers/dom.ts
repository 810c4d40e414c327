import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Loads a fixture page snapshot (fixtures/html/NAME.html) into the document. */
export function loadFixturePage(name: string): void {
  const path = fileURLToPath(new URL(`../../../fixtures/html/${name}.html`, import.meta.url));
  const html = readFileSync(path, 'utf8');
  document.documentElement.innerHTML = html.replace(/^[\s\S]*?<html[^>]*>/i, '').replace(/<\/html>\s*$/i, '');
  // Scripts in the snapshot are not run: tests start what they test.
  document.querySelectorAll('script').forEach((script) => script.remove());
}

export function setBody(html: string): void {
  document.body.innerHTML = html;
}

/** Lets queued promise callbacks and fake-network replies run. */
export async function flush(times = 10): Promise<void> {
  for (let i = 0; i < times; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
}

export function clearCookies(): void {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

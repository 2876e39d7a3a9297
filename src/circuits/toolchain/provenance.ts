import { createHash } from 'node:crypto';
import fs from 'node:fs';

export function sha256(data: Uint8Array | string): string {
  return createHash('sha256').update(data).digest('hex');
}

/** SHA-256 of a file, streamed (ceremony ptau files reach gigabytes). */
export async function sha256File(file: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of fs.createReadStream(file)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/** SHA-256 over a project's sources: each file's name and content hash, in name order. */
export function sourceDigest(files: readonly { name: string; content: string | Uint8Array }[]): string {
  const lines = [...files].sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)).map((file) => `${sha256(file.content)}  ${file.name}`);
  return sha256(lines.join('\n'));
}

/**
 * Returns a copy of a WebAssembly module whose (single, defined) memory has a maximum size, so
 * that a compiler run that allocates without bound fails inside the module instead of growing
 * to 4 GiB. WebAssembly memory lives outside the JS heap, so the pool's heap limit does not cover it.
 */
export function capWasmMemory(module: Uint8Array, maxMb: number): Uint8Array {
  const maxPages = Math.floor((maxMb * 1024 * 1024) / 65536);
  let offset = 8; // magic + version
  while (offset < module.length) {
    const sectionStart = offset;
    const id = module[offset++]!;
    const size = readLeb(module, offset);
    const contentStart = size.next;
    const contentEnd = contentStart + size.value;
    if (id === 5) {
      const count = readLeb(module, contentStart);
      if (count.value !== 1) throw new Error('expected exactly one memory in the compiler module');
      const flags = module[count.next]!;
      if (flags > 1) throw new Error('unsupported memory flags in the compiler module');
      const min = readLeb(module, count.next + 1);
      const content = [...writeLeb(1), 0x01, ...writeLeb(Math.min(min.value, maxPages)), ...writeLeb(maxPages)];
      const section = Uint8Array.from([5, ...writeLeb(content.length), ...content]);
      const out = new Uint8Array(module.length - (contentEnd - sectionStart) + section.length);
      out.set(module.subarray(0, sectionStart), 0);
      out.set(section, sectionStart);
      out.set(module.subarray(contentEnd), sectionStart + section.length);
      return out;
    }
    offset = contentEnd;
  }
  throw new Error('the compiler module defines no memory');
}

function readLeb(bytes: Uint8Array, offset: number): { value: number; next: number } {
  let value = 0;
  let shift = 0;
  for (;;) {
    const byte = bytes[offset++]!;
    value += (byte & 0x7f) * 2 ** shift;
    shift += 7;
    if ((byte & 0x80) === 0) return { value, next: offset };
  }
}

function writeLeb(value: number): number[] {
  const out: number[] = [];
  do {
    let byte = value & 0x7f;
    value = Math.floor(value / 128);
    if (value > 0) byte |= 0x80;
    out.push(byte);
  } while (value > 0);
  return out;
}

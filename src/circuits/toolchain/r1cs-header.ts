/** The counts in an r1cs file's header section (iden3 r1cs binary format, section type 1). */
export interface R1csHeader {
  nConstraints: number;
  nWires: number;
  nOutputs: number;
  nPublicInputs: number;
  nPrivateInputs: number;
  nLabels: number;
}

export function readR1csHeader(r1cs: Uint8Array): R1csHeader {
  const view = new DataView(r1cs.buffer, r1cs.byteOffset, r1cs.byteLength);
  if (r1cs.byteLength < 12 || Buffer.from(r1cs.subarray(0, 4)).toString('latin1') !== 'r1cs') throw new Error('not an r1cs file');
  const sections = view.getUint32(8, true);
  let offset = 12;
  for (let i = 0; i < sections; i++) {
    const type = view.getUint32(offset, true);
    const size = Number(view.getBigUint64(offset + 4, true));
    offset += 12;
    if (type === 1) {
      const n8 = view.getUint32(offset, true);
      let at = offset + 4 + n8;
      const u32 = (): number => {
        const value = view.getUint32(at, true);
        at += 4;
        return value;
      };
      const nWires = u32();
      const nOutputs = u32();
      const nPublicInputs = u32();
      const nPrivateInputs = u32();
      const nLabels = Number(view.getBigUint64(at, true));
      at += 8;
      return { nConstraints: u32(), nWires, nOutputs, nPublicInputs, nPrivateInputs, nLabels };
    }
    offset += size;
  }
  throw new Error('r1cs file has no header section');
}

/**
 * The powers-of-tau size a Groth16 setup needs: snarkjs (zkey_new) takes the domain
 * 2^(⌊log2(constraints + public inputs + outputs)⌋ + 1).
 */
export function requiredPtauPower(header: R1csHeader): number {
  const n = header.nConstraints + header.nPublicInputs + header.nOutputs;
  return Math.max(1, Math.floor(Math.log2(Math.max(1, n))) + 1);
}

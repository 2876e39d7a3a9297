pragma circom 2.1.0;

include "circomlib/circuits/poseidon.circom";

// Proves knowledge of a two-element preimage of a public Poseidon hash.
template PoseidonPreimage() {
    signal input preimage[2];
    signal input hash;

    component hasher = Poseidon(2);
    hasher.inputs[0] <== preimage[0];
    hasher.inputs[1] <== preimage[1];
    hash === hasher.out;
}

component main {public [hash]} = PoseidonPreimage();

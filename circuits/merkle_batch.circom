pragma circom 2.1.0;

include "circomlib/circuits/poseidon.circom";

// Hashes a leaf up a Poseidon Merkle tree of the given depth; pathIndices[i] = 1 when the
// current node is the right child at level i.
template MerklePath(depth) {
    signal input leaf;
    signal input siblings[depth];
    signal input pathIndices[depth];
    signal output root;

    component hashers[depth];
    signal levels[depth + 1];
    levels[0] <== leaf;
    for (var i = 0; i < depth; i++) {
        pathIndices[i] * (1 - pathIndices[i]) === 0;
        hashers[i] = Poseidon(2);
        hashers[i].inputs[0] <== levels[i] + pathIndices[i] * (siblings[i] - levels[i]);
        hashers[i].inputs[1] <== siblings[i] + pathIndices[i] * (levels[i] - siblings[i]);
        levels[i + 1] <== hashers[i].out;
    }
    root <== levels[depth];
}

// Proves that `count` leaves all belong to the tree with the public root: a benchmark-sized
// circuit (8 paths of depth 16, 128 Poseidon hashes, tens of thousands of constraints).
template MerkleBatch(count, depth) {
    signal input root;
    signal input leaves[count];
    signal input siblings[count][depth];
    signal input pathIndices[count][depth];

    component paths[count];
    for (var k = 0; k < count; k++) {
        paths[k] = MerklePath(depth);
        paths[k].leaf <== leaves[k];
        paths[k].siblings <== siblings[k];
        paths[k].pathIndices <== pathIndices[k];
        paths[k].root === root;
    }
}

component main {public [root]} = MerkleBatch(8, 16);

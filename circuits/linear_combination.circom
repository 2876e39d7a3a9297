pragma circom 2.1.0;

// Proves knowledge of weights w[0..2] with out = sum(w[i] * x[i]) for public x: a circuit with
// several public signals (the output first, then x[0..2]), for verifier tests.
template LinearCombination(n) {
    signal input w[n];
    signal input x[n];
    signal output out;

    signal terms[n];
    var acc = 0;
    for (var i = 0; i < n; i++) {
        terms[i] <== w[i] * x[i];
        acc += terms[i];
    }
    out <== acc;
}

component main {public [x]} = LinearCombination(3);

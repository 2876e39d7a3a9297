import t from 'tap';
import { erc20TransferUri } from '../../src/checkout/eip681.js';

const USDC_BASE_SEPOLIA = '0x036CbD53842c5426634e7929541eC2318f3dCF7e';
const RECIPIENT = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8';

t.test('an ERC-20 transfer URI in the EIP-681 form', async (t) => {
  t.equal(
    erc20TransferUri({ token: USDC_BASE_SEPOLIA.toLowerCase(), chainId: 84532, recipient: RECIPIENT, amount: 19_990_000n }),
    'ethereum:0x036CbD53842c5426634e7929541eC2318f3dCF7e@84532/transfer?address=0x70997970C51812dc3A010C7d01b50e0d17dc79C8&uint256=19990000',
  );
  // A large amount stays in plain digits, never in exponent form.
  t.match(erc20TransferUri({ token: USDC_BASE_SEPOLIA, chainId: 1, recipient: RECIPIENT, amount: 10n ** 25n }), /&uint256=10000000000000000000000000$/);
});

t.test('bad inputs are refused', async (t) => {
  t.throws(() => erc20TransferUri({ token: USDC_BASE_SEPOLIA, chainId: 0, recipient: RECIPIENT, amount: 1n }), RangeError);
  t.throws(() => erc20TransferUri({ token: USDC_BASE_SEPOLIA, chainId: 1, recipient: RECIPIENT, amount: 0n }), RangeError);
  t.throws(() => erc20TransferUri({ token: 'not-an-address', chainId: 1, recipient: RECIPIENT, amount: 1n }));
  t.throws(
    () => erc20TransferUri({ token: USDC_BASE_SEPOLIA, chainId: 1, recipient: '0x70997970C51812DC3A010C7D01B50E0D17DC79c8', amount: 1n }),
    'bad checksum',
  );
});

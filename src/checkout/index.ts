/** What other features may use from checkout. */
export { erc20TransferUri } from './eip681.js';

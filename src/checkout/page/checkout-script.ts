/**
 * The checkout page's only script (inline, under the CSP nonce). The page works without it; it adds
 * copy buttons, a live countdown, payment with an injected wallet (EIP-1193, no library: the ERC-20
 * call is encoded by hand), the transaction-hash form, and status polling. When the status changes
 * it fetches the server's rendering of the page and swaps `<main>` in place: one template for both
 * paths, no reload. The countdown runs from the server's seconds-left figure, so a customer's wrong
 * clock does not matter.
 */
export const CHECKOUT_SCRIPT = `(function () {
  'use strict';
  var POLL_MS = 4000;
  var main = document.querySelector('main[data-status-url]');
  if (!main) return;
  var statusUrl = main.getAttribute('data-status-url');
  var status = main.getAttribute('data-status');
  var countdownTimer = null;
  var refreshing = false;

  var isOpen = function (value) { return value === 'pending' || value === 'processing'; };

  var pollTimer = setInterval(poll, POLL_MS);
  function poll() {
    if (!isOpen(status)) { clearInterval(pollTimer); return Promise.resolve(); }
    return fetch(statusUrl, { cache: 'no-store', headers: { Accept: 'application/json' } })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (body) {
        if (!body) return;
        // A new status, or a payment the page does not show yet (paymentShownKey in view-model.ts).
        var shown = body.payment ? body.payment.tx_hash + ' ' + body.payment.amount_received : '';
        if (body.status !== status || shown !== main.getAttribute('data-payment')) return refresh();
        var confirmations = main.querySelector('[data-confirmations]');
        if (confirmations && body.payment) confirmations.textContent = String(body.payment.confirmations);
      })
      .catch(function () { /* a missed poll is retried on the next tick */ });
  }

  // The server renders every state; the page takes its new <main> and title, nothing else.
  function refresh() {
    if (refreshing) return;
    refreshing = true;
    return fetch(location.href, { cache: 'no-store', headers: { Accept: 'text/html' } })
      .then(function (response) { return response.ok ? response.text() : null; })
      .then(function (text) {
        if (!text) return;
        // Parsed inside a template: inert, so its own style element is never applied (nor blocked by the CSP).
        var next = document.createElement('template');
        next.innerHTML = text;
        var nextMain = next.content.querySelector('main');
        if (!nextMain) return;
        nextMain = document.importNode(nextMain, true);
        main.replaceWith(nextMain);
        main = nextMain;
        var title = next.content.querySelector('title');
        if (title) document.title = title.textContent;
        status = main.getAttribute('data-status');
        enhance();
      })
      .catch(function () { /* retried on the next poll */ })
      .finally(function () { refreshing = false; });
  }

  function enhance() {
    startCountdown();
    Array.prototype.forEach.call(main.querySelectorAll('button[data-copy]'), enableCopy);
    var walletButton = main.querySelector('button[data-wallet-pay]');
    if (walletButton && wallet()) {
      walletButton.hidden = false;
      var link = main.querySelector('[data-wallet-link]');
      if (link) link.classList.add('secondary');
      walletButton.addEventListener('click', function () { payWithWallet(walletButton); });
    }
    var hashBox = main.querySelector('[data-tx-hash]');
    if (hashBox) {
      hashBox.hidden = false;
      var form = hashBox.querySelector('form');
      form.addEventListener('submit', function (event) { event.preventDefault(); submitHashForm(form); });
    }
  }

  function startCountdown() {
    clearInterval(countdownTimer);
    var countdown = main.querySelector('[data-countdown]');
    if (!countdown) return;
    var deadline = Date.now() + Number(countdown.getAttribute('data-seconds-left')) * 1000;
    countdownTimer = setInterval(tick, 1000);
    function tick() {
      var left = Math.max(0, Math.round((deadline - Date.now()) / 1000));
      countdown.textContent = left > 0 ? Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0') : 'Expired';
      countdown.classList.toggle('urgent', left < 300);
      if (left === 0) { clearInterval(countdownTimer); poll(); }
    }
    tick();
  }

  function enableCopy(button) {
    var label = button.textContent;
    button.hidden = false;
    button.addEventListener('click', function () {
      var source = document.getElementById(button.getAttribute('data-copy'));
      var text = source ? source.textContent.trim() : '';
      var done = function () {
        button.textContent = 'Copied';
        button.classList.add('done');
        setTimeout(function () { button.textContent = label; button.classList.remove('done'); }, 1500);
      };
      if (navigator.clipboard) navigator.clipboard.writeText(text).then(done, selectSource);
      else selectSource();
      function selectSource() {
        var range = document.createRange();
        range.selectNodeContents(source);
        var selection = window.getSelection();
        selection.removeAllRanges();
        selection.addRange(range);
      }
    });
  }

  function show(element, text, tone) {
    if (!element) return;
    element.textContent = text;
    element.className = 'message ' + tone;
    element.hidden = false;
  }

  // An injected EIP-1193 provider, when the browser has a wallet.
  function wallet() {
    var ethereum = window.ethereum;
    return ethereum && typeof ethereum.request === 'function' ? ethereum : null;
  }

  // ERC-20 transfer(address,uint256): the 4-byte selector, then both arguments as 32-byte words.
  function transferCalldata(to, amount) {
    var word = function (hex) { return hex.padStart(64, '0'); };
    return '0xa9059cbb' + word(to.slice(2).toLowerCase()) + word(BigInt(amount).toString(16));
  }

  function PageError(message) { this.pageMessage = message; }

  function codeOf(error) {
    if (!error) return undefined;
    if (typeof error.code === 'number') return error.code;
    // Some mobile wallets wrap the provider error.
    var inner = error.data && error.data.originalError;
    return inner && typeof inner.code === 'number' ? inner.code : undefined;
  }

  function walletMessage(error) {
    if (error instanceof PageError) return error.pageMessage;
    switch (codeOf(error)) {
      case 4001: return 'You rejected the request in your wallet. Nothing was sent; you can try again.';
      case 4100: return 'Your wallet has not allowed this page to use it. Unlock it, allow the page, and try again.';
      case -32002: return 'Your wallet already has a request waiting. Open your wallet to answer it.';
    }
    return 'Your wallet could not complete the request' + (error && error.message ? ': ' + error.message : '.');
  }

  async function onChain(ethereum, request) {
    var target = parseInt(request.chainId, 16);
    var current = parseInt(await ethereum.request({ method: 'eth_chainId' }), 16);
    if (current === target) return;
    try {
      await ethereum.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: request.chainId }] });
    } catch (error) {
      if (codeOf(error) !== 4902) throw error;
      if (request.rpcUrls.length === 0) {
        throw new PageError('Your wallet does not know ' + request.chainName + ' (chain ID ' + target + '). Add that network to your wallet, then try again.');
      }
      await ethereum.request({
        method: 'wallet_addEthereumChain',
        params: [{ chainId: request.chainId, chainName: request.chainName, nativeCurrency: request.nativeCurrency, rpcUrls: request.rpcUrls, blockExplorerUrls: request.blockExplorerUrls }],
      });
      await ethereum.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: request.chainId }] });
    }
    current = parseInt(await ethereum.request({ method: 'eth_chainId' }), 16);
    if (current !== target) {
      throw new PageError('Your wallet is on chain ID ' + current + ', not on ' + request.chainName + ' (chain ID ' + target + '). Switch networks in your wallet, then try again.');
    }
  }

  async function payWithWallet(button) {
    var message = main.querySelector('[data-message]');
    var request = JSON.parse(button.getAttribute('data-wallet-pay'));
    var ethereum = wallet();
    button.disabled = true;
    var hash;
    try {
      show(message, 'Approve the request in your wallet.', 'info');
      var accounts = await ethereum.request({ method: 'eth_requestAccounts' });
      if (!accounts || !accounts[0]) throw new PageError('Your wallet shared no account. Unlock it and try again.');
      await onChain(ethereum, request);
      show(message, 'Confirm the payment in your wallet.', 'info');
      hash = await ethereum.request({
        method: 'eth_sendTransaction',
        params: [{ from: accounts[0], to: request.token, data: transferCalldata(request.to, request.amount), value: '0x0' }],
      });
    } catch (error) {
      show(message, walletMessage(error), 'error');
      button.disabled = false;
      return;
    }
    show(message, 'Transaction sent. Checking it on ' + request.chainName + '…', 'info');
    var answer = await submitHash(request.chain, hash);
    if (answer.ok) {
      show(message, 'Transaction sent. Waiting for confirmations…', 'ok');
      return;
    }
    // The transfer is on its way: paying again would pay twice. What is left is reporting it, so the
    // pay button stays disabled and the hash form is opened with this transaction in it.
    show(message, answer.message + ' Your payment was sent: do not pay again. Submit its transaction hash below.', 'error');
    offerHash(request.chain, hash);
  }

  function offerHash(chain, hash) {
    var hashBox = main.querySelector('[data-tx-hash]');
    if (!hashBox) return;
    var form = hashBox.querySelector('form');
    form.elements.chain.value = chain;
    form.elements.tx_hash.value = hash;
    hashBox.open = true;
  }

  function submitHashForm(form) {
    var message = form.querySelector('[data-form-message]');
    var hash = form.elements.tx_hash.value.trim();
    if (!/^0x[0-9a-fA-F]{64}$/.test(hash)) {
      show(message, 'Enter the transaction hash: 0x followed by 64 hexadecimal characters.', 'error');
      return;
    }
    var button = form.querySelector('button[type=submit]');
    button.disabled = true;
    show(message, 'Checking the transaction…', 'info');
    submitHash(form.elements.chain.value, hash).then(function (answer) {
      show(message, answer.ok ? 'Transaction received. Waiting for confirmations…' : answer.message, answer.ok ? 'ok' : 'error');
      button.disabled = false;
    });
  }

  // POST {chain, tx_hash}; on success the next poll shows the payment being verified.
  async function submitHash(chain, hash) {
    var url = main.getAttribute('data-payments-url');
    var response;
    try {
      response = await fetch(url, { method: 'POST', headers: { 'Content-Type': 'application/json', Accept: 'application/json' }, body: JSON.stringify({ chain: chain, tx_hash: hash }) });
    } catch (error) {
      return { ok: false, message: 'The checkout could not be reached.' };
    }
    if (response.ok) { poll(); return { ok: true }; }
    var body = await response.json().catch(function () { return null; });
    var detail = body && body.error && body.error.message;
    if (response.status === 429) {
      return { ok: false, message: 'Too many attempts. Try again in ' + (response.headers.get('Retry-After') || 'a few') + ' seconds.' };
    }
    if (response.status === 400 && detail) return { ok: false, message: 'The transaction was not accepted: ' + detail };
    return { ok: false, message: 'The transaction could not be submitted (' + response.status + (detail ? ': ' + detail : '') + ').' };
  }

  enhance();
})();
`;

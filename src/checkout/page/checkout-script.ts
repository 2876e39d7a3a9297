/**
 * The checkout page's only script (inline, under the CSP nonce). The page works without it; it
 * adds copy buttons, a live countdown, and status polling (reloading when the status changes).
 * The countdown runs from the server's seconds-left figure, so a customer's wrong clock does not matter.
 */
export const CHECKOUT_SCRIPT = `(function () {
  'use strict';
  var main = document.querySelector('main[data-status-url]');
  if (!main) return;
  var status = main.getAttribute('data-status');

  function poll() {
    fetch(main.getAttribute('data-status-url'), { cache: 'no-store', headers: { Accept: 'application/json' } })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (body) {
        if (!body) return;
        if (body.status !== status) { location.reload(); return; }
        var confirmations = document.querySelector('[data-confirmations]');
        if (confirmations && body.payment) confirmations.textContent = String(body.payment.confirmations);
      })
      .catch(function () { /* a missed poll is retried on the next tick */ });
  }
  if (status === 'pending' || status === 'processing') setInterval(poll, 4000);

  var countdown = document.querySelector('[data-countdown]');
  if (countdown) {
    var deadline = Date.now() + Number(countdown.getAttribute('data-seconds-left')) * 1000;
    var timer = setInterval(tick, 1000);
    function tick() {
      var left = Math.max(0, Math.round((deadline - Date.now()) / 1000));
      countdown.textContent = left > 0 ? Math.floor(left / 60) + ':' + String(left % 60).padStart(2, '0') : 'Expired';
      countdown.classList.toggle('urgent', left < 300);
      if (left === 0) { clearInterval(timer); poll(); }
    }
    tick();
  }

  Array.prototype.forEach.call(document.querySelectorAll('button[data-copy]'), function (button) {
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
  });
})();
`;

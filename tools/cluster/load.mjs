// The purchase load: `count` purchases by `concurrency` buyers, each a save then its payment, every call
// retried when it got no answer. Only an answered 2xx counts as acknowledged; the result lists what was.
import { PRODUCTS, payWithClick, payWithPayme, save, traffic } from './client.mjs';

const ORDER = ['kindness', 'kids', 'pets'];
let serial = 0;

/**
 * Runs the load through `origin`; `onProgress(done)` after each purchase (the test kills an instance there).
 * Returns { purchases: [{ product, key, ip, saved?, paid, error? }], seconds, requests }.
 */
export async function purchaseLoad(origin, { count, concurrency, root, run, onProgress = () => undefined }) {
  const requestsBefore = traffic.requests;
  const started = performance.now();
  const purchases = [];
  let next = 0;
  let done = 0;
  const buyer = async () => {
    while (next < count) {
      const i = next++;
      serial += 1;
      // This purchase's own number: `serial` moves on while it waits for answers.
      const own = serial;
      const product = ORDER[i % ORDER.length];
      // A client address of its own (X-Forwarded-For): the per-client save limit is the limits check's, not the load's.
      const p = {
        product,
        key: `cluster-${run}-${i}`,
        ip: `10.${run}.${Math.floor(i / 250)}.${(i % 250) + 1}`,
        paid: false,
      };
      if (i % 6 === 0) p.email = `buyer${own}@example.uz`;
      purchases.push(p);
      try {
        const res = await save(origin, product, { key: p.key, ip: p.ip, email: p.email, root });
        if (res.status !== 200 || !res.body?.contract_id) {
          p.error = `save answered ${res.status} ${res.bytes.toString('utf8').slice(0, 200)}`;
        } else {
          p.saved = { contract_id: res.body.contract_id, order_id: res.body.order_id };
          const { amount, pay } = PRODUCTS[product];
          // Provider transaction ids unique in the run: Payme's 24 hex digits, Click's a number.
          const paid =
            pay === 'payme'
              ? await payWithPayme(
                  origin,
                  p.saved.contract_id,
                  amount,
                  (0xc100000 + own + run * 10_000).toString(16).padStart(24, '0'),
                )
              : await payWithClick(origin, p.saved.order_id, amount, String(7_000_000 + run * 10_000 + own));
          p.paid = paid.ok;
          if (!paid.ok) p.error = `payment refused: ${paid.why}`;
        }
      } catch (error) {
        p.error = error.message;
      }
      done += 1;
      await onProgress(done);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, buyer));
  return {
    purchases,
    seconds: (performance.now() - started) / 1000,
    requests: traffic.requests - requestsBefore,
  };
}

import formbody from '@fastify/formbody';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/database';
import { errorBody } from '../errors';
import { uzumNasiyaPage } from './uzum-nasiya-page';
import { readPaymentConfig, type PaymentConfig } from '../payments/payment-config';
import { clickCheckout } from './click-checkout';
import { octoCheckout } from './octo-checkout';
import { outboxPages } from './outbox-page';
import { ofdReceiptPage } from './ofd-receipt-page';
import { paymeCheckout } from './payme-checkout';
import { codeClock } from './code-clock';
import { monthlyClockControl } from './monthly-clock-control';
import { osagoCoverControl } from './osago-cover-control';
import { claimStatusControl } from './claim-status-control';
import { businessStatusControl } from './business-status-control';
import { reminderClockControl } from './reminder-clock-control';
import { sandboxContracts } from './sandbox-contracts';
import { selfClient } from './self-client';
import { refundsPages } from './refunds-page';

export interface SandboxRoutesOptions {
  readonly db: Db;
  /** Defaults to the environment, read (and checked) when the server starts. */
  readonly config?: PaymentConfig;
}

/** Sandbox pages that play the payment providers and show the outboxes (under /sandbox). */
export async function sandboxRoutes(app: FastifyInstance, options: SandboxRoutesOptions) {
  const config = options.config ?? readPaymentConfig(process.env);
  const db = options.db.db;

  // These pages pay contracts without money and show SMS codes: production serves none of them unless
  // POLIS_SANDBOX=1 says this deployment is a demo.
  app.addHook('onRequest', async (_request, reply) => {
    if (!config.sandbox) {
      return reply
        .code(403)
        .send(
          errorBody('sandbox_disabled', 'The sandbox is off in production (set POLIS_SANDBOX=1 for a demo)'),
        );
    }
  });

  if (!app.hasContentTypeParser('application/x-www-form-urlencoded')) await app.register(formbody);

  const call = selfClient(app);
  sandboxContracts(app, { db, config });
  codeClock(app, { db });
  paymeCheckout(app, { db, config, call });
  clickCheckout(app, { db, config, call });
  octoCheckout(app, { db, config });
  outboxPages(app, { db });
  ofdReceiptPage(app, { db });
  uzumNasiyaPage(app, { handle: options.db });
  monthlyClockControl(app, { db });
  osagoCoverControl(app, { db });
  claimStatusControl(app, { db });
  businessStatusControl(app, { db });
  reminderClockControl(app, { db, config });
  refundsPages(app, { db });
}

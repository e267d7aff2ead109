import { AtsProcessor } from '../ats/ats.processor';
import type { AtsRunner } from '../ats/ats-runner';
import { DecisionsProcessor } from '../backoffice/decisions.processor';
import type { DecisionsService } from '../backoffice/decisions.service';
import { FundsProcessor } from '../funds/funds.processor';
import type { DepositCreditService } from '../funds/deposit-credit.service';
import type { MailSenderService } from '../mail/mail-sender.service';
import type { MailService } from '../mail/mail.service';
import { MailProcessor } from '../mail/mail.processor';
import { SettlementProcessor } from '../trading/settlement.processor';
import type { SettlementService } from '../trading/settlement.service';
import type { ReceiptSealer } from '../trading/receipts/receipt-sealer';
import { jobHandlerProblems } from './job-handlers.check';
import { QUEUES } from './jobs';

const all = [
  { queue: 'settlement', handles: ['settle-second', 'sweep'] },
  { queue: 'mail', handles: ['send-mail', 'requeue-mail'] },
  { queue: 'backoffice', handles: ['apply-decision', 'sweep-decisions'] },
  { queue: 'funds', handles: ['credit-deposit', 'sweep-deposit-credits'] },
  { queue: 'ats', handles: ['ats-round'] },
];

describe('jobHandlerProblems: a worker refuses to start unless every catalogue job has a handler', () => {
  it('finds none when every job is handled on its own queue', () => {
    expect(jobHandlerProblems(all)).toEqual([]);
  });

  it('names each job of a queue without a processor', () => {
    expect(jobHandlerProblems([all[0], all[2], all[3], all[4]])).toEqual([
      'job send-mail (queue mail) has no handler',
      'job requeue-mail (queue mail) has no handler',
    ]);
  });

  it('names a handler on the wrong queue and one for a job not in the catalogue', () => {
    expect(jobHandlerProblems([all[0], all[2], all[3], all[4], { queue: 'settlement', handles: ['send-mail', 'requeue-mail', 'fax'] }])).toEqual([
      'job send-mail belongs to queue mail, but its handler is on queue settlement',
      'job requeue-mail belongs to queue mail, but its handler is on queue settlement',
      'a processor of queue settlement handles fax, which is not in the job catalogue',
      'job send-mail (queue mail) has no handler',
      'job requeue-mail (queue mail) has no handler',
    ]);
  });

  it("the worker's processors handle the whole catalogue", () => {
    const processors = [
      { queue: QUEUES.settlement, handles: Object.keys(new SettlementProcessor({} as SettlementService, {} as ReceiptSealer).handlers) },
      { queue: QUEUES.mail, handles: Object.keys(new MailProcessor({} as MailSenderService, {} as MailService).handlers) },
      { queue: QUEUES.backoffice, handles: Object.keys(new DecisionsProcessor({} as DecisionsService).handlers) },
      { queue: QUEUES.funds, handles: Object.keys(new FundsProcessor({} as DepositCreditService).handlers) },
      { queue: QUEUES.ats, handles: Object.keys(new AtsProcessor({} as AtsRunner).handlers) },
    ];
    expect(jobHandlerProblems(processors)).toEqual([]);
  });
});

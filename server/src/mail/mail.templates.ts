/** Mails the platform sends: a plain-text part and a simple HTML part from the same words. */
export interface MailContent {
  subject: string;
  text: string;
  html: string;
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escape = (s: string) => s.replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);

function withLink(subject: string, greeting: string, lines: string[], action: string, link: string, footer: string): MailContent {
  const text = [greeting, '', ...lines, '', `${action}: ${link}`, '', footer].join('\n');
  const html = `<p>${escape(greeting)}</p>${lines.map((l) => `<p>${escape(l)}</p>`).join('')}
<p><a href="${escape(link)}">${escape(action)}</a></p><p style="color:#666">${escape(footer)}</p>`;
  return { subject, text, html };
}

export function verifyEmailMail(firstname: string, link: string): MailContent {
  return withLink(
    'Confirm your email address',
    `Hello ${firstname},`,
    ['Thank you for registering. Please confirm your email address to secure your account.', 'The link is valid for 24 hours and can be used once.'],
    'Confirm my email',
    link,
    'If you did not create an account, you can ignore this message.',
  );
}

export function resetPasswordMail(firstname: string, link: string): MailContent {
  return withLink(
    'Reset your password',
    `Hello ${firstname},`,
    ['We received a request to reset the password of your account.', 'The link is valid for 1 hour and can be used once.'],
    'Choose a new password',
    link,
    'If you did not ask for this, ignore this message: your password stays as it is.',
  );
}

export function contactMessageMail(from: { name: string; email: string }, message: string): MailContent {
  const text = [`Message from the contact form`, `Name: ${from.name}`, `Email: ${from.email}`, '', message].join('\n');
  const html = `<p>Message from the contact form</p><p>Name: ${escape(from.name)}<br>Email: ${escape(from.email)}</p><p style="white-space:pre-wrap">${escape(message)}</p>`;
  return { subject: `Contact form: ${from.name}`, text, html };
}

/** The staff's decision on the client's deposit or withdrawal. */
export function fundsDecisionMail(
  firstname: string,
  item: 'deposit' | 'withdrawal',
  approved: boolean,
  amountUsd: string,
  reason: string | null,
  link: string,
): MailContent {
  const what = item === 'deposit' ? `deposit of ${amountUsd} USD` : `withdrawal of ${amountUsd} USD`;
  const done = item === 'deposit' ? 'It has been credited to your account.' : 'It has been paid out.';
  const undone = item === 'deposit' ? 'No money was credited.' : 'The amount is back in your balance.';
  return approved
    ? withLink(
        `Your ${item} is approved`,
        `Hello ${firstname},`,
        [`Our team has approved your ${what}.`, done],
        'Open my account',
        link,
        'Thank you for trading with us.',
      )
    : withLink(
        `Your ${item} was rejected`,
        `Hello ${firstname},`,
        [`Our team has rejected your ${what}.`, `Reason: ${reason ?? 'not given'}`, undone],
        'Open my account',
        link,
        'If you have questions, reply to this message or use the contact form.',
      );
}

/** The staff's decision on the client's identity document. */
export function kycDecisionMail(firstname: string, approved: boolean, reason: string | null, link: string): MailContent {
  return approved
    ? withLink(
        'Your identity is verified',
        `Hello ${firstname},`,
        ['Our team has reviewed your identity document and approved it. Your account is now verified.'],
        'Open my account',
        link,
        'Thank you for trading with us.',
      )
    : withLink(
        'Your identity document was not accepted',
        `Hello ${firstname},`,
        ['Our team has reviewed your identity document and could not accept it.', `Reason: ${reason ?? 'not given'}`, 'You may upload a new document.'],
        'Upload a new document',
        link,
        'If you have questions, reply to this message or use the contact form.',
      );
}

/** Staff ask the client for a new identity document (a clearer copy, say) instead of rejecting it: what to fix, and where to upload. */
export function kycResubmissionMail(firstname: string, reason: string, link: string): MailContent {
  return withLink(
    'Please upload your identity document again',
    `Hello ${firstname},`,
    ['Our team has reviewed your identity document and needs a new copy before it can verify your account.', `What to fix: ${reason}`],
    'Upload a new document',
    link,
    'If you have questions, reply to this message or use the contact form.',
  );
}

/** The staff's decision on the client's plan upgrade. */
export function planDecisionMail(firstname: string, approved: boolean, plan: string, amountUsd: string, reason: string | null, link: string): MailContent {
  return approved
    ? withLink(
        `Your ${plan} plan is active`,
        `Hello ${firstname},`,
        [`Our team has approved your upgrade to the ${plan} plan.`, `The ${amountUsd} USD held for it has been charged.`],
        'Open my plan',
        link,
        'Thank you for trading with us.',
      )
    : withLink(
        `Your upgrade to ${plan} was declined`,
        `Hello ${firstname},`,
        [
          `Our team has declined your upgrade to the ${plan} plan.`,
          `Reason: ${reason ?? 'not given'}`,
          `The ${amountUsd} USD held for it is back in your balance.`,
        ],
        'Open my plan',
        link,
        'Your current plan stays as it is.',
      );
}

export function adjustmentMail(firstname: string, change: 'credit' | 'debit', amountUsd: string, reason: string, link: string): MailContent {
  return withLink(
    change === 'credit' ? `${amountUsd} USD credited to your account` : `${amountUsd} USD debited from your account`,
    `Hello ${firstname},`,
    [
      `Our team has ${change === 'credit' ? 'credited' : 'debited'} ${amountUsd} USD ${change === 'credit' ? 'to' : 'from'} your real balance.`,
      `Reason: ${reason}`,
    ],
    'Open my statement',
    link,
    'If you have a question about this change, reply to this message.',
  );
}

export function twoFactorResetMail(firstname: string, link: string): MailContent {
  return withLink(
    'Your two-factor sign-in was reset',
    `Hello ${firstname},`,
    [
      'At your request, our team has turned off two-factor sign-in on your account. You now sign in with your password alone.',
      'Turn it on again from your security settings as soon as you can.',
    ],
    'Open my security settings',
    link,
    'If you did not ask for this, contact support at once.',
  );
}

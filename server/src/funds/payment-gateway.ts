/** A card charge as the gateway receives it. The number lives only in this request's memory. */
export interface CardCharge {
  /** Cents, USD. */
  amount: number;
  /** Digits only. */
  number: string;
  cvv: string;
  month: number;
  year: number;
  holderName: string;
  zipCode: string;
  /** Our reference for the charge (the deposit's id): the gateway's own idempotency key. */
  reference: string;
}

export type ChargeResult = { approved: true; reference: string } | { approved: false; reason: string };

/** Where card payments go. The default is the sandbox; a real processor plugs in behind the same shape. */
export abstract class PaymentGateway {
  abstract charge(charge: CardCharge): Promise<ChargeResult>;
}

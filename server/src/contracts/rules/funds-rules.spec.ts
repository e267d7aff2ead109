import { isAbaRoutingNumber } from './aba-routing';
import { isBitcoinAddress, isEthereumAddress } from './crypto-address';
import { cardBrand, cardDigits, isCardNumber, passesLuhn } from './luhn';

describe('Luhn card numbers', () => {
  it('accepts the sandbox cards, with spaces, and refuses a wrong check digit or length', () => {
    expect(isCardNumber('4242 4242 4242 4242')).toBe(true);
    expect(isCardNumber('4000000000000002')).toBe(true);
    expect(isCardNumber('4242424242424241')).toBe(false);
    expect(isCardNumber('42424242424')).toBe(false);
    expect(isCardNumber('4242424242424242abc')).toBe(false);
    expect(isCardNumber(4242424242424242)).toBe(false);
    expect(passesLuhn('79927398713')).toBe(true);
    expect(cardDigits('4242-4242')).toBe('42424242');
    expect(cardBrand('4242424242424242')).toBe('Visa');
    expect(cardBrand('5555555555554444')).toBe('Mastercard');
  });
});

describe('ABA routing numbers', () => {
  it('checks the 3-7-1 weighted sum', () => {
    expect(isAbaRoutingNumber('011000015')).toBe(true);
    expect(isAbaRoutingNumber('021000021')).toBe(true);
    expect(isAbaRoutingNumber('021000022')).toBe(false);
    expect(isAbaRoutingNumber('02100002')).toBe(false);
  });
});

describe('wallet addresses', () => {
  it('accepts Bitcoin bech32, bech32m and base58check addresses and refuses broken ones', () => {
    expect(isBitcoinAddress('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu')).toBe(true);
    expect(isBitcoinAddress('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl')).toBe(true);
    expect(isBitcoinAddress('bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr')).toBe(true);
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true);
    expect(isBitcoinAddress('3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy')).toBe(true);
    expect(isBitcoinAddress('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyv')).toBe(false);
    expect(isBitcoinAddress('1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb')).toBe(false);
    expect(isBitcoinAddress('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')).toBe(false);
  });

  it('accepts Ethereum addresses with a valid EIP-55 checksum or in one case', () => {
    expect(isEthereumAddress('0x9858EfFD232B4033E47d90003D41EC34EcaEda94')).toBe(true);
    expect(isEthereumAddress('0x9858effd232b4033e47d90003d41ec34ecaeda94')).toBe(true);
    expect(isEthereumAddress('0x9858EFFD232B4033E47D90003D41EC34ECAEDA94')).toBe(true);
    expect(isEthereumAddress('0x9858EfFD232B4033E47d90003D41EC34EcaEda95')).toBe(false);
    expect(isEthereumAddress('0x9858eFFD232B4033E47d90003D41EC34EcaEda94')).toBe(false);
    expect(isEthereumAddress('9858effd232b4033e47d90003d41ec34ecaeda94')).toBe(false);
  });
});

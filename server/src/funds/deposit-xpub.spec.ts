import { isBitcoinAddress, isEthereumAddress } from '../contracts/rules/crypto-address';
import { bitcoinAddress, depositAddress, ethereumAddress, TEST_DEPOSIT_XPUBS, xpubProblem } from './deposit-xpub';

// Published vectors of the "abandon ... about" test mnemonic (BIP84 and the common ETH wallets' first address).
const BIP84_MAINNET_XPUB = 'xpub6CatWdiZiodmUeTDp8LT5or8nmbKNcuyvz7WyksVFkKB4RHwCD3XyuvPEbvqAQY3rAPshWcMLoP2fMFMKHPJ4ZeZXYVUhLv1VMrjPC7PW6V';

describe('deposit addresses from an extended public key', () => {
  it('derives the known first addresses of the test mnemonic', () => {
    expect(bitcoinAddress(BIP84_MAINNET_XPUB, 0)).toBe('bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu');
    expect(bitcoinAddress(TEST_DEPOSIT_XPUBS.btc, 0)).toBe('tb1q6rz28mcfaxtmd6v789l9rrlrusdprr9pqcpvkl');
    expect(ethereumAddress(TEST_DEPOSIT_XPUBS.eth, 0)).toBe('0x9858EfFD232B4033E47d90003D41EC34EcaEda94');
  });

  it('gives different, valid addresses for different indexes', () => {
    const btc = [0, 1, 2].map((i) => depositAddress('btc', TEST_DEPOSIT_XPUBS.btc, i));
    const eth = [0, 1, 2].map((i) => depositAddress('eth', TEST_DEPOSIT_XPUBS.eth, i));
    expect(new Set(btc).size).toBe(3);
    expect(new Set(eth).size).toBe(3);
    expect(btc.every(isBitcoinAddress)).toBe(true);
    expect(eth.every(isEthereumAddress)).toBe(true);
  });

  it('accepts public keys and refuses private or malformed ones', () => {
    expect(xpubProblem(TEST_DEPOSIT_XPUBS.btc)).toBeNull();
    expect(xpubProblem(TEST_DEPOSIT_XPUBS.eth)).toBeNull();
    expect(xpubProblem(TEST_DEPOSIT_XPUBS.eth.slice(0, -1) + 'u')).toMatch(/not a valid/);
  });
});

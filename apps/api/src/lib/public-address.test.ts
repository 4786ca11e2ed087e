import { describe, expect, it } from 'vitest';
import { isPublicAddress, publicAddressOf, type Resolve } from './public-address';

describe('isPublicAddress', () => {
  it.each([
    '93.184.216.34',
    '8.8.8.8',
    '151.101.1.69',
    '2a00:1450:4002:402::200e',
    '2001:4860:4860::8888',
  ])('lets %s through', (address) => expect(isPublicAddress(address)).toBe(true));

  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.1.2.3', 'loopback'],
    ['::1', 'loopback'],
    ['0.0.0.0', 'unspecified'],
    ['::', 'unspecified'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.254', 'private'],
    ['192.168.1.10', 'private'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['169.254.169.254', 'link-local (cloud metadata)'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['224.0.0.1', 'multicast'],
    ['ff02::1', 'multicast'],
    ['255.255.255.255', 'broadcast'],
    ['192.0.2.1', 'documentation'],
    ['198.18.0.1', 'benchmarking'],
    ['240.0.0.1', 'reserved'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['2002:a00:1::1', '6to4 of 10.0.0.1'],
    ['2001:0:4136:e378:8000:63bf:3fff:fdd2', 'Teredo'],
    ['localhost', 'a name, not an address'],
    ['', 'nothing'],
  ])('refuses %s (%s)', (address) => expect(isPublicAddress(address)).toBe(false));
});

describe('publicAddressOf', () => {
  const names: Record<string, string[]> = {
    'sito.example': ['93.184.216.34'],
    'misto.example': ['93.184.216.34', '10.0.0.7'],
    'interno.example': ['192.168.0.2'],
  };
  const resolve: Resolve = async (host) => {
    const found = names[host];
    if (!found) throw new Error('ENOTFOUND');
    return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

  it('answers the address of a name whose every address is public', async () => {
    expect(await publicAddressOf('sito.example', resolve)).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
  });

  it('refuses a name with one private address among public ones, and a private name', async () => {
    await expect(publicAddressOf('misto.example', resolve)).rejects.toThrow('not public');
    await expect(publicAddressOf('interno.example', resolve)).rejects.toThrow('not public');
  });

  it('refuses an unknown name as not found, and judges an address written as such', async () => {
    await expect(publicAddressOf('nessuno.example', resolve)).rejects.toThrow('not found');
    await expect(publicAddressOf('[::1]', resolve)).rejects.toThrow('not public');
    expect(await publicAddressOf('[2001:4860:4860::8888]', resolve)).toEqual({
      address: '2001:4860:4860::8888',
      family: 6,
    });
  });

  it('lets the addresses it is told through (tests only)', async () => {
    expect(await publicAddressOf('127.0.0.1', resolve, ['127.0.0.1'])).toEqual({
      address: '127.0.0.1',
      family: 4,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../config';
import { EMPTY_SHA256, encodeSegment, sha256Hex, signV4 } from './s3-sign';
import { parseS3Url } from './s3-url';

// The example requests the S3 documentation signs ("Signature Calculations for the
// Authorization Header"), with its example key.
const example = {
  region: 'us-east-1',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  now: new Date('2013-05-24T00:00:00Z'),
};

describe('SigV4 signature', () => {
  it('signs the documentation’s GET example to its signature', () => {
    const headers = signV4({
      ...example,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      payloadHash: EMPTY_SHA256,
      headers: { Range: 'bytes=0-9' },
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
    expect(headers['x-amz-date']).toBe('20130524T000000Z');
  });

  it('signs the documentation’s PUT example, body hash and encoded name included', () => {
    const body = 'Welcome to Amazon S3.';
    const headers = signV4({
      ...example,
      method: 'PUT',
      url: new URL(`https://examplebucket.s3.amazonaws.com/${encodeSegment('test$file.text')}`),
      payloadHash: sha256Hex(body),
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
    });
    expect(headers.authorization).toMatch(
      /SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd$/,
    );
  });
});

describe('S3_URL', () => {
  it('reads key, secret, host, bucket, region and addressing from one URL', () => {
    expect(
      parseS3Url(
        'https://AKIA:se%2Fcr%2Bet@s3.eu-south-1.example.com/portale-file?region=eu-south-1',
      ),
    ).toEqual({
      settings: {
        origin: 'https://s3.eu-south-1.example.com',
        bucket: 'portale-file',
        region: 'eu-south-1',
        pathStyle: true,
        accessKeyId: 'AKIA',
        secretAccessKey: 'se/cr+et',
      },
    });
    const vhost = parseS3Url('http://k:s@127.0.0.1:9000/b-1?path-style=false');
    expect(vhost).toMatchObject({ settings: { region: 'us-east-1', pathStyle: false } });
  });

  it('stops the start listing every problem in Italian, never quoting the secret', () => {
    const secret = 'segretissimo-42';
    let error: unknown;
    try {
      loadConfig({ S3_URL: `ftp://:${secret}@host/B?zona=1&path-style=forse` });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const message = (error as ConfigError).message;
    expect((error as ConfigError).problems).toEqual([
      'S3_URL: deve iniziare con https:// (o http:// per un server locale)',
      'S3_URL: manca la chiave di accesso (https://CHIAVE:SEGRETO@…)',
      'S3_URL: dopo l’host va il nome del bucket (3-63 caratteri: minuscole, cifre, punti e trattini), es. /portale-file',
      'S3_URL: path-style vale true oppure false',
      'S3_URL: parametri sconosciuti: zona (ammessi region e path-style)',
    ]);
    expect(message).not.toContain(secret);
    expect(() => loadConfig({ S3_URL: 'non un url' })).toThrow(/S3_URL: non è un URL/);
  });

  it('leaves the files in the database when S3_URL is not set', () => {
    expect(loadConfig({}).s3).toBeUndefined();
  });
});

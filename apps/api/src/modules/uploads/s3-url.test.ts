import { describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../config';
import { parseS3Url } from './s3-url';

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

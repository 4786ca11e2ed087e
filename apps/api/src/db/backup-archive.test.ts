import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  BACKUP_OF_2026_12_01,
  backupEntries,
  contents,
  dataFolder,
  gnuTarBackup,
  manifestOf,
  tempDir,
  writeArchive,
  type RawEntry,
} from './backup-archive.fixtures';
import { knownMigrations } from './backup-manifest';
import { restoreBackup } from './restore';

// The archive of `npm run backup` (decisions 045, 090), written and read with tar-stream:
// tar is tar, so the backups of the earlier hand-made writer and GNU tar's restore too, and
// every entry that is not what the manifest says is refused before anything is written.
// backup.test.ts writes one with `npm run backup` and lists it with GNU tar.

/** Restores `archive` into a new folder: what it holds afterwards, or the refusal's message. */
async function restoreInto(archive: string) {
  const target = tempDir('ripristino');
  try {
    await restoreBackup(archive, target);
    return { target, files: contents(target) };
  } catch (err) {
    expect(readdirSync(target)).toEqual([]); // a refused backup writes nothing
    return { target, error: (err as Error).message };
  }
}

describe('the backup archive', () => {
  it('restores a backup written by the previous hand-made writer, byte for byte', async () => {
    const { files, error } = await restoreInto(BACKUP_OF_2026_12_01);
    expect(error).toBeUndefined();
    const text = (s: string) => Buffer.from(s).toString('base64');
    expect(files).toEqual({
      pgdata: 'dir 700',
      'pgdata/PG_VERSION': `600 ${text('17\n')}`,
      'token-secret': `600 ${text('segreto-di-prova-non-usato-altrove\n')}`,
      uploads: 'dir 755',
      'uploads/servizi': 'dir 755',
      'uploads/servizi/foto.txt': `644 ${text('una foto, per finta\n')}`,
      'uploads/servizi/vuoto.txt': '644 ',
    });
  });

  it('restores the same layout written by GNU tar', async () => {
    const dir = dataFolder();
    const { files, error } = await restoreInto(gnuTarBackup(dir, join(tempDir('gnu'), 'b.tgz')));
    expect(error).toBeUndefined();
    expect(files).toEqual(contents(dir));
  });

  it('refuses every archive that is not exactly what its manifest says, writing nothing', async () => {
    const dir = dataFolder();
    const good = backupEntries(dir);
    const [manifestEntry, dataEntry, ...rest] = good as [RawEntry, RawEntry, ...RawEntry[]];
    const photo = rest.findIndex((e) => e.name === 'data/uploads/servizi/foto.jpg');
    const work = tempDir('cattivi');
    const refused = async (entries: RawEntry[]) =>
      (await restoreInto(await writeArchive(join(work, `${Math.random()}.tgz`), entries))).error;
    const withManifest = (over: object) => [
      { name: 'manifest.json', body: JSON.stringify({ ...manifestOf(dir), ...over }) },
      dataEntry,
      ...rest,
    ];

    expect(await refused(good)).toBeUndefined();
    expect(await refused([dataEntry, manifestEntry, ...rest])).toBe(
      'il backup non inizia con il manifest',
    );
    expect(await refused([...good, manifestEntry])).toBe('manifest ripetuto nel backup');
    expect(await refused([...good, { name: 'data/../../fuori', body: 'x' }])).toBe(
      'voce inattesa nel backup: data/../../fuori',
    );
    expect(await refused([...good, { name: 'data/token-secret', body: 'segreto\n' }])).toBe(
      'voce inattesa nel backup: data/token-secret',
    );
    expect(
      await refused([...good, { name: 'data/link', type: 'symlink', linkname: '/etc/passwd' }]),
    ).toBe('archivio danneggiato o non valido (tipo di voce non ammesso: "symlink")');
    const short = rest.map((e, i) => (i === photo ? { ...e, body: Buffer.alloc(10, 7) } : e));
    expect(await refused([manifestEntry, dataEntry, ...short])).toBe(
      'dimensione errata nel backup: data/uploads/servizi/foto.jpg',
    );
    const other = rest.map((e, i) => (i === photo ? { ...e, body: Buffer.alloc(200_000, 8) } : e));
    expect(await refused([manifestEntry, dataEntry, ...other])).toBe(
      'somma di controllo errata: uploads/servizi/foto.jpg',
    );
    expect(await refused([manifestEntry, dataEntry, ...rest.filter((_, i) => i !== photo)])).toBe(
      'manca nel backup: uploads/servizi/foto.jpg',
    );
    expect(await refused([dataEntry])).toBe('il backup non inizia con il manifest');
    expect(await refused([])).toBe('il backup non contiene il manifest');

    const unsafe = manifestOf(dir);
    unsafe.entries.push({ path: '../fuori', type: 'file', size: 1, mode: 0o644, sha256: 'x' });
    expect(await refused(withManifest({ entries: unsafe.entries }))).toBe(
      'percorso non ammesso nel backup: ../fuori',
    );
    expect(await refused(withManifest({ format: 'altro' }))).toBe(
      'il file non è un backup del portale (manifest assente o non valido)',
    );
    expect(await refused(withManifest({ formatVersion: 2 }))).toBe(
      'formato di backup 2 non supportato da questa versione',
    );
    const newer = { applied: knownMigrations().length + 1, last: '9999_futura' };
    expect(await refused(withManifest({ migrations: newer }))).toMatch(
      /^il backup viene da una versione più recente del portale/,
    );
  });

  it('refuses a truncated or damaged archive and a file that is not one', async () => {
    const work = tempDir('danneggiati');
    const bytes = readFileSync(BACKUP_OF_2026_12_01);
    const cases = {
      troncato: bytes.subarray(0, bytes.length - 40),
      danneggiato: Buffer.from(bytes.map((b, i) => (i === 300 ? b ^ 0xff : b))),
      testo: Buffer.from('non sono un backup'),
    };
    for (const [name, content] of Object.entries(cases)) {
      const file = join(work, `${name}.tar.gz`);
      writeFileSync(file, content);
      expect((await restoreInto(file)).error, name).toMatch(
        /^(archivio danneggiato o non valido \(.+\)|somma di controllo errata: .+)$/,
      );
    }
    mkdirSync(join(work, 'vuota'));
    await expect(restoreBackup(join(work, 'assente.tar.gz'), join(work, 'vuota'))).rejects.toThrow(
      'archivio non trovato',
    );
  });
});

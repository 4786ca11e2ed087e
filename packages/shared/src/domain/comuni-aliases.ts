import { foldName } from './name-search';

/**
 * Names people write for a comune that its official ISTAT name does not hold: the short
 * and popular forms, the other official language (decision 096). Only what the official
 * name does not already give: 'Forli', 'L Aquila', 'Pesaro' or 'Monza' need no entry, the
 * search ignores accents and punctuation and finds words anywhere. A province's double
 * name ('Massa-Carrara') is no comune's: as another name of both towns it would list
 * Carrara under 'Massa'.
 */
export const COMUNI_ALIASES: readonly {
  nome: string;
  provincia: string;
  alias: readonly string[];
}[] = [
  { nome: "Reggio nell'Emilia", provincia: 'RE', alias: ['Reggio Emilia'] },
  { nome: 'Reggio di Calabria', provincia: 'RC', alias: ['Reggio Calabria'] },
  { nome: 'Bolzano', provincia: 'BZ', alias: ['Bolzano/Bozen', 'Bozen'] },
  { nome: 'Merano', provincia: 'BZ', alias: ['Meran'] },
  { nome: 'Bressanone', provincia: 'BZ', alias: ['Brixen'] },
  { nome: 'Brunico', provincia: 'BZ', alias: ['Bruneck'] },
  { nome: 'Sesto', provincia: 'BZ', alias: ['Sexten'] },
  { nome: 'Aosta', provincia: 'AO', alias: ['Aosta/Aoste', 'Aoste'] },
  { nome: 'Sesto San Giovanni', provincia: 'MI', alias: ['Sesto S. Giovanni', 'Sesto SG'] },
  { nome: 'Sesto Fiorentino', provincia: 'FI', alias: ['Sesto F.no'] },
  { nome: 'San Donà di Piave', provincia: 'VE', alias: ['S. Donà di Piave'] },
  { nome: 'San Benedetto del Tronto', provincia: 'AP', alias: ['S. Benedetto del Tronto'] },
  { nome: 'Porto San Giorgio', provincia: 'FM', alias: ['Porto S. Giorgio'] },
  { nome: "Castelnovo ne' Monti", provincia: 'RE', alias: ["Castelnuovo ne' Monti"] },
];

/**
 * The same for provinces, by sigla: the names people write that the official one does not
 * hold ('Forlì', 'Carrara', 'Monza' or 'Aosta' are words of theirs already).
 */
export const PROVINCE_ALIASES: Readonly<Record<string, readonly string[]>> = {
  RE: ['Reggio Emilia'],
  RC: ['Reggio di Calabria'],
  BZ: ['Alto Adige', 'Südtirol'],
  SU: ['Carbonia-Iglesias', 'Medio Campidano'],
};

const byComune = new Map(
  COMUNI_ALIASES.map((entry) => [`${entry.provincia} ${foldName(entry.nome)}`, entry.alias]),
);

/** The other names of the comune `nome` of province `provincia` (none for most). */
export function comuneAliases(nome: string, provincia: string): readonly string[] {
  return byComune.get(`${provincia} ${foldName(nome)}`) ?? [];
}

/** The comune's names for a name index: its official name, then its other names. */
export const comuneNames = (comune: { nome: string; provincia: string }): readonly string[] => [
  comune.nome,
  ...comuneAliases(comune.nome, comune.provincia),
];

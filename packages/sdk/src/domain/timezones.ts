// The timezone choices of the profile form (spec 1 §9): about 60, in the spec's groups.
import { PRODUCT_TIME_ZONE } from './timeZone';

/** One selectable timezone. */
export interface TimezoneOption {
  /** IANA name, saved in the profile's `timezone`. */
  value: string;
  /** pt-BR label. */
  label: string;
}

/** A group of the timezone selector. */
export interface TimezoneGroup {
  label:
    | 'Brasil'
    | 'América do Norte'
    | 'América do Sul'
    | 'Europa'
    | 'Ásia'
    | 'Oceania'
    | 'África'
    | 'Outros';
  options: TimezoneOption[];
}

// Without side effects: a bundler can drop the whole table from an app that never shows the
// selector (the client alone, issue 25).
/* @__NO_SIDE_EFFECTS__ */
function zone(value: string, label: string): TimezoneOption {
  return { value, label };
}

/** The timezone groups in the order the selector shows them. */
export const timezoneGroups: readonly TimezoneGroup[] = [
  {
    label: 'Brasil',
    options: [
      zone(PRODUCT_TIME_ZONE, 'Brasília / São Paulo (BRT)'),
      zone('America/Bahia', 'Salvador'),
      zone('America/Fortaleza', 'Fortaleza'),
      zone('America/Recife', 'Recife'),
      zone('America/Maceio', 'Maceió'),
      zone('America/Belem', 'Belém'),
      zone('America/Araguaina', 'Palmas / Araguaína'),
      zone('America/Cuiaba', 'Cuiabá'),
      zone('America/Campo_Grande', 'Campo Grande'),
      zone('America/Manaus', 'Manaus'),
      zone('America/Porto_Velho', 'Porto Velho'),
      zone('America/Boa_Vista', 'Boa Vista'),
      zone('America/Rio_Branco', 'Rio Branco'),
      zone('America/Noronha', 'Fernando de Noronha'),
    ],
  },
  {
    label: 'América do Norte',
    options: [
      zone('America/New_York', 'Nova York'),
      zone('America/Chicago', 'Chicago'),
      zone('America/Denver', 'Denver'),
      zone('America/Phoenix', 'Phoenix'),
      zone('America/Los_Angeles', 'Los Angeles'),
      zone('America/Anchorage', 'Anchorage'),
      zone('Pacific/Honolulu', 'Honolulu'),
      zone('America/Toronto', 'Toronto'),
      zone('America/Vancouver', 'Vancouver'),
      zone('America/Halifax', 'Halifax'),
      zone('America/Mexico_City', 'Cidade do México'),
    ],
  },
  {
    label: 'América do Sul',
    options: [
      zone('America/Argentina/Buenos_Aires', 'Buenos Aires'),
      zone('America/Montevideo', 'Montevidéu'),
      zone('America/Asuncion', 'Assunção'),
      zone('America/Santiago', 'Santiago'),
      zone('America/La_Paz', 'La Paz'),
      zone('America/Lima', 'Lima'),
      zone('America/Bogota', 'Bogotá'),
      zone('America/Guayaquil', 'Guayaquil'),
      zone('America/Caracas', 'Caracas'),
    ],
  },
  {
    label: 'Europa',
    options: [
      zone('Europe/Lisbon', 'Lisboa'),
      zone('Europe/London', 'Londres'),
      zone('Europe/Madrid', 'Madri'),
      zone('Europe/Paris', 'Paris'),
      zone('Europe/Berlin', 'Berlim'),
      zone('Europe/Rome', 'Roma'),
      zone('Europe/Amsterdam', 'Amsterdã'),
      zone('Europe/Zurich', 'Zurique'),
      zone('Europe/Athens', 'Atenas'),
      zone('Europe/Moscow', 'Moscou'),
    ],
  },
  {
    label: 'Ásia',
    options: [
      zone('Asia/Dubai', 'Dubai'),
      zone('Asia/Kolkata', 'Nova Délhi / Mumbai'),
      zone('Asia/Bangkok', 'Bangkok'),
      zone('Asia/Jakarta', 'Jacarta'),
      zone('Asia/Singapore', 'Singapura'),
      zone('Asia/Shanghai', 'Xangai / Pequim'),
      zone('Asia/Hong_Kong', 'Hong Kong'),
      zone('Asia/Seoul', 'Seul'),
      zone('Asia/Tokyo', 'Tóquio'),
    ],
  },
  {
    label: 'Oceania',
    options: [
      zone('Australia/Perth', 'Perth'),
      zone('Australia/Sydney', 'Sydney'),
      zone('Australia/Melbourne', 'Melbourne'),
      zone('Pacific/Auckland', 'Auckland'),
    ],
  },
  {
    label: 'África',
    options: [
      zone('Africa/Lagos', 'Lagos'),
      zone('Africa/Luanda', 'Luanda'),
      zone('Africa/Cairo', 'Cairo'),
      zone('Africa/Johannesburg', 'Joanesburgo'),
      zone('Africa/Maputo', 'Maputo'),
      zone('Africa/Nairobi', 'Nairóbi'),
    ],
  },
  {
    label: 'Outros',
    options: [zone('UTC', 'UTC'), zone('GMT', 'GMT')],
  },
];
